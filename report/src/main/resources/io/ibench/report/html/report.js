// Draws the report's charts from the JSON in #ibench-data with the inlined Chart.js.
// data.runs: run labels; data.colours: one colour per run;
// data.series[step][key]: per run, null or [seconds[], values[]].
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('ibench-data').textContent);
  var drawn = 0;
  document.querySelectorAll('canvas[data-series]').forEach(function (canvas) {
    var perRun = (data.series[canvas.dataset.step] || {})[canvas.dataset.series] || [];
    var datasets = [];
    perRun.forEach(function (series, run) {
      if (!series) { return; }
      var points = series[0].map(function (t, i) { return { x: t, y: series[1][i] }; });
      datasets.push({
        label: data.runs[run], data: points, borderColor: data.colours[run], backgroundColor: data.colours[run],
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
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } }
      }
    });
    drawn++;
  });
  document.documentElement.dataset.chartsDrawn = String(drawn);
  window.addEventListener('beforeprint', function () {
    // folded chart groups stay folded: drawing every chart again for the page size takes long
    document.querySelectorAll('details:not(.chart-group)').forEach(function (d) { d.open = true; });
  });
})();
