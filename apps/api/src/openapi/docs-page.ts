import { OpenAPIObject } from '@nestjs/swagger';

/** Where the page loads Swagger UI from: served by this app, so the page works without a CDN. */
export const SWAGGER_UI_ASSETS = { script: 'swagger-ui-bundle.js', styles: 'swagger-ui.css' } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON inside a <script>: `<` escaped so no description can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Swagger UI over the document, which is embedded in the page (one request, and the page reads
 * the same document as /openapi.json). Try-it-out is on: "Authorize" takes an API key (sent as the
 * whole Authorization header) or a bearer token, and keeps it across reloads.
 */
export function renderDocsPage(document: OpenAPIObject, assetsPath: string): string {
  const title = `${document.info.title} ${document.info.version}`;
  const options = {
    dom_id: '#swagger-ui',
    deepLinking: true,
    displayOperationId: true,
    showExtensions: true,
    showCommonExtensions: true,
    persistAuthorization: true,
    tryItOutEnabled: true,
    filter: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: 0,
  };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${assetsPath}/${SWAGGER_UI_ASSETS.styles}">
<style>body{margin:0;background:#fafafa}</style>
</head><body>
<div id="swagger-ui"></div>
<script src="${assetsPath}/${SWAGGER_UI_ASSETS.script}"></script>
<script>
window.ui = SwaggerUIBundle(Object.assign(${scriptJson(options)}, { spec: ${scriptJson(document)}, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout' }));
</script>
</body></html>`;
}
