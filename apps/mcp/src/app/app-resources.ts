/**
 * The MCP App (the MCP Apps extension, `@modelcontextprotocol/ext-apps`, protocol 2026-01-26) that
 * shows `calendar_get` and `stay_check` answers: a `ui://` resource holding one HTML page, linked
 * from each tool's `_meta.ui.resourceUri`. Clients without MCP Apps ignore the link and read the
 * structured content as before.
 *
 * The page speaks the extension's postMessage JSON-RPC itself (ui/initialize, then it draws each
 * ui/notifications/tool-result) rather than bundling the package's App class: it stays one small,
 * self-contained file with no script from elsewhere, which the hosts' default CSP allows.
 */

/** The MIME type hosts render as an MCP App (ext-apps RESOURCE_MIME_TYPE). */
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';
/** The extension's protocol version the page announces (ext-apps LATEST_PROTOCOL_VERSION). */
export const MCP_APP_PROTOCOL_VERSION = '2026-01-26';
export const CALENDAR_APP_URI = 'ui://innkeep/calendar.html';

/** Tools whose answers the calendar app draws. */
export const APP_TOOLS: Record<string, string> = { calendar_get: CALENDAR_APP_URI, stay_check: CALENDAR_APP_URI };

/** A tool's `_meta` linking its app: `ui.resourceUri`, and the flat key older hosts read. */
export function appMetaOf(tool: string): Record<string, unknown> | undefined {
  const uri = APP_TOOLS[tool];
  return uri ? { ui: { resourceUri: uri }, 'ui/resourceUri': uri } : undefined;
}

const CALENDAR_APP_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Innkeep calendar</title>
<style>
  :root { color-scheme: light dark; font: 13px/1.4 system-ui, sans-serif; }
  body { margin: 8px; }
  table { border-collapse: collapse; }
  th, td { border: 1px solid #8884; padding: 2px 4px; text-align: center; min-width: 1.6em; }
  th.unit, td.unit { text-align: left; white-space: nowrap; }
  td.free { background: #2e7d3233; }
  td.full { background: #8882; color: #888; }
  td.blocked { background: #f9a82544; }
  td.over { background: #c6282844; }
  td.cleaning { font-weight: bold; }
  td.inclusive { color: #888; }
  .scroll { overflow-x: auto; }
  .ok { color: #2e7d32; } .no { color: #c62828; }
  p.note { color: #888; }
</style>
</head>
<body>
<div id="root"><p class="note">Waiting for a calendar or a stay check…</p></div>
<script>
(function () {
  'use strict';
  var root = document.getElementById('root');
  var nextId = 1;
  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (name) { node.setAttribute(name, attrs[name]); });
    (children || []).forEach(function (child) { node.appendChild(typeof child === 'string' ? document.createTextNode(child) : child); });
    return node;
  }
  function money(minor, currency) { return (minor < 0 ? '-' : '') + (Math.abs(minor) / 100).toFixed(2) + (currency ? ' ' + currency : ''); }

  /** Either calendar form as rows of { name, cells: [{ text, tone }] } aligned to dates. */
  function calendarRows(calendar) {
    if (calendar.format === 'compact') {
      return { dates: calendar.dates, units: calendar.units.map(function (unit) {
        return { name: unit.name, cells: calendar.dates.map(function (_, i) {
          return cell(unit.physical[i], unit.reserved[i], unit.ownerBlocked[i] + unit.maintenanceBlocked[i] + unit.channelBlocked[i], unit.sellable[i], unit.cleaningPending && unit.cleaningPending[i] === 1);
        }) };
      }) };
    }
    var dates = calendar.units.length ? calendar.units[0].nights.map(function (night) { return night.date; }) : [];
    return { dates: dates, units: calendar.units.map(function (unit) {
      return { name: unit.name, cells: unit.nights.map(function (n) {
        return cell(n.physical, n.reserved, n.ownerBlocked + n.maintenanceBlocked + (n.channelBlocked || 0), n.sellable, n.cleaningPending === true);
      }) };
    }) };
  }
  /** A night's mark, followed by * while the cleaning due that day is not done (as the CLI's grid). */
  function cell(physical, reserved, blocked, sellable, cleaningPending) {
    var night = nightCell(physical, reserved, blocked, sellable);
    if (!cleaningPending) return night;
    return { text: night.text + '*', tone: night.tone + ' cleaning', title: night.title + ', cleaning not done' };
  }
  function nightCell(physical, reserved, blocked, sellable) {
    if (reserved + blocked > physical) return { text: '!', tone: 'over', title: 'overbooked' };
    if (sellable > 0) return { text: String(sellable), tone: 'free', title: sellable + ' sellable' };
    if (blocked > 0) return { text: 'B', tone: 'blocked', title: 'blocked' };
    return { text: 'x', tone: 'full', title: 'fully reserved' };
  }

  function renderCalendar(calendar) {
    var grid = calendarRows(calendar);
    var head = el('tr', {}, [el('th', { class: 'unit' }, ['Unit'])].concat(grid.dates.map(function (date) {
      return el('th', { title: date }, [String(Number(date.slice(8, 10)))]);
    })));
    var rows = grid.units.map(function (unit) {
      return el('tr', {}, [el('td', { class: 'unit' }, [unit.name])].concat(unit.cells.map(function (c, i) {
        return el('td', { class: c.tone, title: grid.dates[i] + ': ' + c.title }, [c.text]);
      })));
    });
    var parts = [
      el('h3', {}, ['Calendar ' + calendar.from + ' to ' + calendar.to]),
      el('div', { class: 'scroll' }, [el('table', { id: 'calendar-grid' }, [el('thead', {}, [head]), el('tbody', {}, rows)])]),
      el('p', { class: 'note' }, ['Number: rooms still sellable; x: fully reserved; B: blocked; !: overbooked; * after a mark: the cleaning due that day is not done.'])
    ];
    if (calendar.truncated) parts.push(el('p', { class: 'note' }, [calendar.hint || 'This calendar was cut short.']));
    return parts;
  }

  function renderStayCheck(check) {
    var quote = check.quote;
    var parts = [el('h3', { class: check.bookable ? 'ok' : 'no' }, [check.bookable ? 'Bookable' : 'Not bookable'])];
    if (quote) {
      var rows = quote.nights.map(function (night) { return el('tr', {}, [el('td', { class: 'unit' }, [night.date]), el('td', {}, [money(night.priceMinor, quote.currency)])]); });
      // The discount, each fee and each tax by its own label, so that the lines add up to the total
      // (an inclusive tax is inside the prices: shown, not added).
      (quote.lines || []).forEach(function (line) {
        if (line.kind === 'NIGHT') return;
        var label = line.inclusive ? line.label + ', included' : line.quantity > 1 ? line.label + ' × ' + line.quantity : line.label;
        rows.push(el('tr', { 'data-line': line.code }, [el('td', { class: 'unit' + (line.inclusive ? ' inclusive' : '') }, [label]), el('td', { class: line.inclusive ? 'inclusive' : '' }, [money(line.amountMinor, quote.currency)])]));
      });
      rows.push(el('tr', {}, [el('th', { class: 'unit' }, ['Total']), el('th', {}, [money(quote.totalMinor, quote.currency)])]));
      parts.push(el('table', { id: 'quote' }, [el('tbody', {}, rows)]));
    }
    if (check.violations && check.violations.length) {
      parts.push(el('ul', { id: 'violations' }, check.violations.map(function (v) { return el('li', {}, [v.rule + (v.date ? ' (' + v.date + ')' : '') + ': ' + v.msg]); })));
    }
    return parts;
  }

  /** Draws a tool result (CallToolResult) of calendar_get or stay_check. */
  function render(result) {
    var content = result && (result.structuredContent || parseText(result));
    root.textContent = '';
    var parts;
    if (result && result.isError) parts = [el('p', { class: 'no' }, [textOf(result)])];
    else if (content && Array.isArray(content.units)) parts = renderCalendar(content);
    else if (content && typeof content.bookable === 'boolean') parts = renderStayCheck(content);
    else parts = [el('p', { class: 'note' }, ['Nothing to show.'])];
    parts.forEach(function (part) { root.appendChild(part); });
    notify('ui/notifications/size-changed', { width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight });
  }
  function textOf(result) { return (result.content || []).map(function (c) { return c.text || ''; }).join(' '); }
  function parseText(result) { try { return JSON.parse(textOf(result)); } catch (e) { return null; } }

  function post(message) { if (window.parent && window.parent !== window) window.parent.postMessage(message, '*'); }
  function notify(method, params) { post({ jsonrpc: '2.0', method: method, params: params }); }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.jsonrpc !== '2.0') return;
    if (message.method === 'ui/notifications/tool-result') render(message.params);
    else if (message.id !== undefined && message.id === initializeId && message.result) notify('ui/notifications/initialized', {});
  });
  var initializeId = nextId++;
  post({ jsonrpc: '2.0', id: initializeId, method: 'ui/initialize', params: {
    appInfo: { name: 'innkeep-calendar', version: '1.0.0' }, appCapabilities: {}, protocolVersion: '${MCP_APP_PROTOCOL_VERSION}'
  } });
  window.innkeepRender = render;
})();
</script>
</body>
</html>
`;

export interface AppResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  html: string;
}

export const APP_RESOURCES: AppResource[] = [
  {
    uri: CALENDAR_APP_URI,
    name: 'calendar',
    title: 'Innkeep calendar',
    description: 'Draws the availability grid of a calendar_get answer and the quote of a stay_check answer.',
    mimeType: MCP_APP_MIME_TYPE,
    html: CALENDAR_APP_HTML,
  },
];

/** What resources/read answers for `uri`, or undefined when no app has it. */
export function appResourceContents(uri: string): { uri: string; mimeType: string; text: string } | undefined {
  const resource = APP_RESOURCES.find((candidate) => candidate.uri === uri);
  return resource && { uri: resource.uri, mimeType: resource.mimeType, text: resource.html };
}
