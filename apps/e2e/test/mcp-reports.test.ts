import assert from 'node:assert/strict';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';

import { connectMcpClient, createReportWorkspace, http, ReportWorkspace, startTestServers, TestServers, toolText } from '../src';

describe('reports through the MCP SDK client', () => {
  let servers: TestServers;
  let business: ReportWorkspace;
  let pro: ReportWorkspace;
  let businessClient: Client;
  let proClient: Client;

  beforeAll(async () => {
    servers = await startTestServers();
    business = await createReportWorkspace(servers, { plan: 'BUSINESS' });
    pro = await createReportWorkspace(servers, { plan: 'PRO' });
    businessClient = await connectMcpClient(servers.mcpUrl, business.readKey);
    proClient = await connectMcpClient(servers.mcpUrl, pro.readKey);
  });
  afterAll(async () => {
    await businessClient.close();
    await proClient.close();
    await servers.close();
  });

  it('answers reports_summary with the REST summary', async () => {
    const result = await businessClient.callTool({ name: 'reports_summary', arguments: { from: business.from, to: business.to } });
    assert.equal(result.isError, undefined, JSON.stringify(result.content));
    const rest = await http(`${servers.apiUrl}/reports/summary?from=${business.from}&to=${business.to}`, { key: business.readKey });
    assert.deepEqual(result.structuredContent, rest.body);
    assert.equal((result.structuredContent as any).totals.revenueMinor, 141004);
  });

  it('answers analytics_summary with the overview by default and the summary given from and to', async () => {
    const date = `${business.month}-05`;
    const overview = await businessClient.callTool({ name: 'analytics_summary', arguments: { date } });
    assert.equal(overview.isError, undefined, JSON.stringify(overview.content));
    const rest = await http(`${servers.apiUrl}/reports/overview?date=${date}`, { key: business.readKey });
    assert.deepEqual(overview.structuredContent, rest.body);
    assert.equal((overview.structuredContent as any).inHouse, 2);

    const period = await businessClient.callTool({ name: 'analytics_summary', arguments: { from: business.from, to: business.to } });
    assert.equal(period.isError, undefined, JSON.stringify(period.content));
    assert.equal((period.structuredContent as any).totals.revenueMinor, 141004);
  });

  it('lists analytics_summary with the fields of both forms', async () => {
    const { tools } = await businessClient.listTools();
    const tool = tools.find((candidate) => candidate.name === 'analytics_summary')!;
    assert.deepEqual(Object.keys(tool.inputSchema.properties ?? {}).sort(), ['date', 'from', 'propertyId', 'to', 'unitId']);
    assert.equal(tool.annotations?.readOnlyHint, true);
  });

  it('gives PRO the summary but an isError PLAN_REQUIRED (analytics) for the overview', async () => {
    const summary = await proClient.callTool({ name: 'reports_summary', arguments: { from: pro.from, to: pro.to } });
    assert.equal(summary.isError, undefined);
    const period = await proClient.callTool({ name: 'analytics_summary', arguments: { from: pro.from, to: pro.to } });
    assert.equal(period.isError, undefined, 'the period form is the revenue report, which PRO has');
    const overview = await proClient.callTool({ name: 'analytics_summary', arguments: {} });
    assert.equal(overview.isError, true);
    const body = toolText(overview);
    assert.equal(body.code, 'PLAN_REQUIRED');
    assert.equal(body.feature, 'analytics');
  });

  it('refuses a period over 366 nights as REST does', async () => {
    const year = Number(business.from.slice(0, 4));
    const result = await businessClient.callTool({ name: 'reports_summary', arguments: { from: `${year}-01-01`, to: `${year + 1}-01-02` } });
    assert.equal(result.isError, true);
    assert.equal(toolText(result).code, 'RANGE_TOO_LONG');
  });
});
