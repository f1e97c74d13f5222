/** What a unit's export feed shows: the nights a channel must not sell, as runs `[from, until)`. */
export interface ExportFeed {
  unitId: string;
  unitName: string;
  propertyName: string;
  busy: { from: string; until: string }[];
}

/** The export feeds channels pull, found by their token's hash: the address is the credential. */
export interface IcalExportFeeds {
  /** The feed of the listing whose export token has this hash; null when none (unknown, rotated, disconnected). */
  feedFor(tokenHash: string): Promise<ExportFeed | null>;
}
