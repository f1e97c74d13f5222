/** The web interface's only style sheet and script, served from /assets (no inline code, so CSP forbids it). */
export const WEB_CSS = `
*{box-sizing:border-box}
body{font:15px/1.5 system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;padding:.6rem 1.2rem;background:#1d2330;color:#fff}
header a{color:#fff;text-decoration:none}header .brand{font-weight:700;margin-right:1rem}
header nav{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;flex:1}
header form{display:inline-flex;gap:.4rem;align-items:center;margin:0}
main{max-width:860px;margin:1.5rem auto;padding:0 1rem}
section,.card{background:#fff;border:1px solid #e1e4ea;border-radius:6px;padding:1rem 1.2rem;margin-bottom:1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin-top:0}
label{display:block;margin:.5rem 0 .2rem;font-weight:600}
label.inline{display:inline-flex;gap:.3rem;font-weight:400;margin-right:1rem}
input[type=text],input[type=email],input[type=password],select{width:100%;max-width:420px;padding:.45rem;border:1px solid #c5cad3;border-radius:4px;font:inherit}
button,.button{display:inline-block;padding:.45rem .9rem;border:0;border-radius:4px;background:#1565c0;color:#fff;font:inherit;cursor:pointer;text-decoration:none}
button.secondary{background:#5b6475}button.danger{background:#c62828}button.link{background:none;color:#fff;padding:0}
table{border-collapse:collapse;width:100%;font-size:14px}td,th{border-bottom:1px solid #e1e4ea;padding:.4rem;text-align:left;vertical-align:top}
code,.secret{font-family:ui-monospace,Menlo,monospace;background:#f2f4f7;padding:0 .25rem;border-radius:3px}
.secret-box{display:flex;gap:.5rem;align-items:center}.secret-box input{flex:1;max-width:none;font-family:ui-monospace,Menlo,monospace}
.notice{padding:.6rem .9rem;border-radius:4px}.notice.ok{background:#e7f4e8;border:1px solid #9ccc9f}.notice.error{background:#fdecea;border:1px solid #f1a19a}
.row{display:flex;flex-wrap:wrap;gap:0 1rem}.row>div{flex:1;min-width:160px}
.inline-row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:0}.inline-row input[type=text]{width:auto;max-width:220px}
.done{color:#2e7d32;font-weight:700}
main.wide{max-width:none}.month-nav{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin-bottom:1rem}.month-nav form{display:inline-flex;gap:.4rem;align-items:center}
.calendar-scroll{overflow-x:auto;background:#fff;border:1px solid #e1e4ea;border-radius:6px}
table.calendar{font-size:12px;width:auto}table.calendar caption{text-align:left;padding:.4rem;font-weight:600}
table.calendar th,table.calendar td{border:1px solid #e1e4ea;padding:2px 3px;min-width:3.2rem;vertical-align:top}
table.calendar thead th{text-align:center;white-space:nowrap}table.calendar thead th span{display:block;color:#5b6475}
table.calendar th[scope=row]{white-space:nowrap;position:sticky;left:0;background:#fff;z-index:1}
table.calendar .property-row th{background:#eef1f6;text-align:left}
table.calendar td.weekend{background:#fafbfc}table.calendar td.full .sellable{color:#c62828}
table.calendar td:focus{outline:3px solid #1565c0;outline-offset:-3px}
.sellable{display:block;font-weight:700}
.stay,.block{display:block;border-radius:3px;padding:0 3px;margin-top:2px;min-height:1.2em;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;max-width:9rem}
.stay.confirmed{background:#bbdefb}.stay.provisional,.stay.inquiry{background:#fff3c4}.stay.checked_in{background:#c8e6c9}.stay.checked_out{background:#e0e0e0}.stay.no_show{background:#f8bbd0}
.cleaning{display:block;border-radius:3px;padding:0 3px;margin-top:2px;background:#fff;border:1px dashed #e65100;color:#e65100;font-size:11px;text-decoration:none}.legend .cleaning{display:inline-block}
.block.owner{background:#d1c4e9}.block.maintenance{background:#ffccbc}.legend span{display:inline-block;margin-right:.4rem}
.muted{color:#5b6475;font-size:14px}.spacer{flex:1}.scopes li{margin:.3rem 0}.actions{display:flex;gap:.6rem;margin-top:1rem}
.month-switch{display:flex;flex-wrap:wrap;gap:.8rem;align-items:center;margin-bottom:.8rem}.month-switch form{display:inline-flex;gap:.4rem;align-items:center;margin:0}
.figures{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:.6rem;margin:0 0 1rem}.figure{background:#f6f7f9;border-radius:4px;padding:.5rem .7rem}
.figure dt{font-size:13px;color:#5b6475}.figure dd{margin:0;font-size:1.15rem;font-weight:700}
svg.chart{display:block;max-width:560px;height:auto;margin:.3rem 0 1rem}svg.heatmap{max-width:none}h3{font-size:1rem;margin:.8rem 0 .2rem}
.today section.day{background:none;border:0;padding:0}.today h2 .muted{font-weight:400}
.task h3{margin:0 0 .3rem;font-size:1.1rem}.task p{margin:.3rem 0}.task.is-done{opacity:.7}
.badge{display:inline-block;background:#fff3c4;border-radius:3px;padding:0 .4rem;font-size:13px;font-weight:600}
.checklist ul{list-style:none;padding:0;margin:.5rem 0}.checklist li{border-top:1px solid #e1e4ea}
label.tick{display:flex;gap:.7rem;align-items:center;font-weight:400;margin:0;padding:.55rem 0;min-height:44px}
label.tick input{width:24px;height:24px;flex:none}.save-state{min-height:1.2em;margin:0}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
table.board td{min-width:11rem}.board-task{background:#f6f7f9;border-radius:4px;padding:.3rem .4rem;margin-bottom:.3rem}
.board-task.status-done{background:#e7f4e8}.board-task.status-cancelled{opacity:.6}.board-plan{display:flex;flex-wrap:wrap;gap:.3rem;margin:.3rem 0 0}
.board-plan select,.board-plan input{font:inherit;font-size:13px;padding:.2rem;max-width:10rem}.board-plan button{padding:.2rem .5rem}
button.big{display:block;width:100%;padding:.8rem;font-size:1.1rem;margin-top:.6rem}
`;

export const WEB_JS = `
document.addEventListener('DOMContentLoaded', function () {
  // The calendar is a grid: one cell in the tab order, arrow keys move within it (WAI-ARIA grid pattern).
  var grid = document.querySelector('table[role=grid]');
  if (grid) {
    var rows = Array.prototype.filter.call(grid.querySelectorAll('tbody tr'), function (row) { return row.querySelector('td[role=gridcell]'); });
    var cells = rows.map(function (row) { return Array.prototype.slice.call(row.querySelectorAll('td[role=gridcell]')); });
    grid.addEventListener('keydown', function (event) {
      var cell = event.target.closest && event.target.closest('td[role=gridcell]');
      if (!cell) return;
      var row = rows.indexOf(cell.parentElement);
      var column = cells[row].indexOf(cell);
      var link = null;
      switch (event.key) {
        case 'ArrowRight': column = Math.min(column + 1, cells[row].length - 1); break;
        case 'ArrowLeft': column = Math.max(column - 1, 0); break;
        case 'ArrowDown': row = Math.min(row + 1, rows.length - 1); break;
        case 'ArrowUp': row = Math.max(row - 1, 0); break;
        case 'Home': column = 0; if (event.ctrlKey) row = 0; break;
        case 'End': column = cells[row].length - 1; if (event.ctrlKey) row = rows.length - 1; break;
        case 'PageUp': case 'PageDown': link = document.querySelector('[data-key=' + event.key + ']'); break;
        default: return;
      }
      event.preventDefault();
      if (link) { window.location.href = link.href; return; }
      var next = cells[row][Math.min(column, cells[row].length - 1)];
      cell.tabIndex = -1;
      next.tabIndex = 0;
      next.focus();
    });
  }
  // A checklist saves as it is ticked, one request at a time in order, each sending every box as it
  // is then; data-saved says "yes" once the last tick is stored.
  document.querySelectorAll('form[data-autosave]').forEach(function (form) {
    var state = form.querySelector('.save-state');
    var queue = Promise.resolve();
    var pending = 0;
    var failed = false;
    var settle = function (ok) {
      pending -= 1;
      failed = failed || !ok;
      if (pending > 0) return;
      if (state) state.textContent = failed ? 'Not saved: check the connection, then tick again.' : 'Saved';
      form.setAttribute('data-saved', failed ? 'no' : 'yes');
      failed = false;
    };
    form.addEventListener('change', function () {
      var body = new URLSearchParams(new FormData(form));
      pending += 1;
      form.setAttribute('data-saved', 'pending');
      if (state) state.textContent = 'Saving…';
      queue = queue.then(function () {
        return fetch(form.action, { method: 'POST', body: body, headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      }).then(function (response) { settle(response.ok); }, function () { settle(false); });
    });
  });
  document.querySelectorAll('[data-copy]').forEach(function (button) {
    button.addEventListener('click', function () {
      var field = document.getElementById(button.getAttribute('data-copy'));
      if (!field) return;
      var done = function () { button.textContent = 'Copied'; };
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(field.value).then(done, function () { field.select(); document.execCommand('copy'); done(); });
      } else {
        field.select(); document.execCommand('copy'); done();
      }
    });
  });
});
`;
