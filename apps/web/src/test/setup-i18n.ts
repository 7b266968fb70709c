import { loadAllCatalogues } from './load-all-catalogues.ts';

// Web tests call initI18n() themselves; every catalogue is there before the first one does.
loadAllCatalogues();
