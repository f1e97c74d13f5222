/** Nest injection token of the export feeds' store (the domain's IcalExportFeeds), built at the composition root. */
export const ICAL_EXPORT_FEEDS = Symbol('innkeep.ical.export-feeds');
