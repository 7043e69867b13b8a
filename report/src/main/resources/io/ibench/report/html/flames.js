// Draws the report's flame graphs from the JSON in #ibench-flames with the inlined d3 and d3-flame-graph.
// flames[step][key]: a tree {n: name, v: samples, d: change against the base (differentials only), c: callees};
// key run:<i> is run i's profile, diff:<i> run i against the base run.
(function () {
  'use strict';
  var flames = JSON.parse(document.getElementById('ibench-flames').textContent);
  var percent = d3.format('.2f');
  var drawn = 0;
  document.querySelectorAll('div[data-flame]').forEach(function (div) {
    var tree = (flames[div.dataset.step] || {})[div.dataset.flame];
    if (!tree) { return; }
    var total = tree.v;
    var differential = tree.d !== undefined;
    var chart = flamegraph.default()
      .width(Math.max(300, div.clientWidth))
      .cellHeight(18)
      .minFrameSize(1)
      .transitionDuration(250)
      .setLabelHandler(function (node) {
        var share = percent(100 * node.data.v / total) + '% of the samples (' + node.data.v + ')';
        if (!differential) { return node.data.n + ': ' + share; }
        var change = 100 * node.data.d / total;
        return node.data.n + ': ' + share + ', ' + (change >= 0 ? '+' : '') + percent(change)
          + ' points against the base';
      });
    if (differential) {
      chart.setColorMapper(flamegraph.colorMapper.differentialColorMapper);
    }
    d3.select(div).datum(tree).call(chart);
    drawn++;
  });
  document.documentElement.dataset.flamesDrawn = String(drawn);
})();
