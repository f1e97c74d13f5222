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
.muted{color:#5b6475;font-size:14px}.spacer{flex:1}.scopes li{margin:.3rem 0}.actions{display:flex;gap:.6rem;margin-top:1rem}
`;

export const WEB_JS = `
document.addEventListener('DOMContentLoaded', function () {
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
