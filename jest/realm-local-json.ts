// Jest runs each test file in a VM context, but fetch and its Response come from Node's own realm:
// `response.json()` would build arrays and objects whose prototypes are not the test's, and strict
// deep equality would then fail on equal values. Parsing the text here keeps them in the test's realm.
Response.prototype.json = async function json(this: Response): Promise<unknown> {
  return JSON.parse(await this.text());
};
