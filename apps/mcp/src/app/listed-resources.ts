import { APP_RESOURCES, appResourceContents } from './app-resources';
import { DOC_RESOURCES, docResourceContents } from './doc-resources';

/** What resources/list answers on both revisions: the calendar app, then the docs. */
export const LISTED_RESOURCES = [...APP_RESOURCES.map(({ html: _html, ...resource }) => resource), ...DOC_RESOURCES];

/** What resources/read answers for `uri`, or undefined when no listed resource has it. */
export function listedResourceContents(uri: string): { uri: string; mimeType: string; text: string } | undefined {
  return appResourceContents(uri) ?? docResourceContents(uri);
}
