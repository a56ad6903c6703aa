// The languages a hotel can be written to in (message catalogues in src/daemon/i18n/, one module per language).
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
