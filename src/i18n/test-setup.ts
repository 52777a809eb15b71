// Vitest renders islands on the server, as the build does: every word table is there (src/i18n/tables.ts).
import './tables';
