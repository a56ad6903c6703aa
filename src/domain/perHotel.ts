// The one per-hotel lookup of the configuration's maps (channels, languages, disclosure: byHotel and byMasterProvider).

/** The value set for a hotel name or a MasterProvider: keys match case-insensitively and ignoring surrounding blanks, since config files are written by people. */
export function lookupByName<T>(map: Record<string, T>, key: string | undefined): T | undefined {
  if (!key) return undefined;
  const k = key.trim().toLowerCase();
  for (const [name, value] of Object.entries(map)) if (name.trim().toLowerCase() === k) return value;
  return undefined;
}
