// Draws the report's charts from the JSON in #ibench-data with the inlined Chart.js.
// data.runs: run labels; data.colours: one colour per run;
// data.series[step][key]: per run, null or a series at a byte per point (QuantizedSeries): lo and hi, the
// smallest and largest value; q, base64 bytes, value = lo + (hi - lo) * byte / 254, byte 255 a gap; the times
// as t0 and dt (regular) or t (listed).
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('ibench-data').textContent);
  var drawn = 0;
  function points(series) {
    var bytes = atob(series.q), n = bytes.length, span = series.hi - series.lo, out = new Array(n);
    for (var i = 0; i < n; i++) {
      var b = bytes.charCodeAt(i);
      out[i] = { x: series.t ? series.t[i] : series.t0 + i * series.dt, y: b === 255 ? null : series.lo + span * b / 254 };
    }
    return out;
  }
  var root = document.documentElement;
  var canvases = Array.prototype.slice.call(document.querySelectorAll('canvas[data-series]'));
  var done = new WeakSet();
  function draw(canvas) {
    if (done.has(canvas)) { return; }
    done.add(canvas);
    var perRun = (data.series[canvas.dataset.step] || {})[canvas.dataset.series] || [];
    var datasets = [];
    perRun.forEach(function (series, run) {
      if (!series) { return; }
      datasets.push({
        label: data.runs[run], data: points(series), borderColor: data.colours[run], backgroundColor: data.colours[run],
        borderWidth: 1.5, pointRadius: 0, spanGaps: false
      });
    });
    new Chart(canvas, {
      type: 'line',
      data: { datasets: datasets },
      options: {
        animation: false, parsing: false, normalized: true, maintainAspectRatio: false,
        interaction: { mode: 'nearest', axis: 'x', intersect: false },
        scales: {
          x: { type: 'linear', title: { display: true, text: 'seconds into the step' } },
          y: { beginAtZero: true, title: { display: true, text: canvas.dataset.unit } }
        },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { label: function (c) {
            return c.dataset.label + ': ≈' + c.parsed.y.toPrecision(3);
          } } }
        }
      }
    });
    drawn++;
    if (drawn === canvases.length) {
      // set once: an attribute of the root element makes the browser restyle the whole page
      root.dataset.chartsDrawn = String(drawn);
      root.dataset.chartsDrawnMs = String(Math.round(performance.now()));
    }
  }
  // The charts in view are drawn at once, each other chart when it comes near the view, and the rest one by
  // one in the background (folded groups last), so a report of many runs opens at once; data-charts-in-view-ms
  // and data-charts-drawn-ms mark when the first view and every chart are drawn (docs/performance.md).
  var folded = function (canvas) { return canvas.closest('details:not([open])') !== null; };
  canvases.filter(function (c) {
    var box = c.getBoundingClientRect();
    return !folded(c) && box.top < window.innerHeight && box.bottom > 0;
  }).forEach(draw);
  root.dataset.chartsInViewMs = String(Math.round(performance.now()));
  if (canvases.length === 0) { root.dataset.chartsDrawn = '0'; root.dataset.chartsDrawnMs = root.dataset.chartsInViewMs; }
  if ('IntersectionObserver' in window) {
    var near = new IntersectionObserver(function (entries) {
      entries.forEach(function (e) { if (e.isIntersecting) { draw(e.target); near.unobserve(e.target); } });
    }, { rootMargin: '50% 0px' });
    canvases.forEach(function (c) { near.observe(c); });
  }
  document.querySelectorAll('details.chart-group').forEach(function (group) {
    group.addEventListener('toggle', function () {
      if (group.open) { group.querySelectorAll('canvas[data-series]').forEach(draw); }
    });
  });
  var queue = canvases.filter(function (c) { return !folded(c); }).concat(canvases.filter(folded));
  (function next() {
    // charts for up to 100 ms at a time, so the page stays responsive in between
    var until = performance.now() + 100;
    while (queue.length > 0 && performance.now() < until) { draw(queue.shift()); }
    if (queue.length > 0) { setTimeout(next, 0); }
  })();
  window.addEventListener('beforeprint', function () {
    // every chart drawn for the paper; folded chart groups stay folded: drawing every chart again for the page
    // size takes long
    canvases.forEach(draw);
    document.querySelectorAll('details:not(.chart-group)').forEach(function (d) { d.open = true; });
  });
})();
