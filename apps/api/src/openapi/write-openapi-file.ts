/** `npm run openapi`: regenerates apps/api/openapi.json from the controllers. */
import { writeFileSync } from 'node:fs';

import { committedOpenApiDocument, OPENAPI_FILE, openApiFileText } from './generate-openapi-document';

committedOpenApiDocument()
  .then((document) => {
    writeFileSync(OPENAPI_FILE, openApiFileText(document));
    console.log(`Wrote ${OPENAPI_FILE}`);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
