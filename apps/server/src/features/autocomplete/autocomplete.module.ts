import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { registerAutocompleteRoutes } from './autocomplete.routes.ts';
import { createAutocompleteService, type AutocompleteService } from './autocomplete.service.ts';

/** The admin forms' lookups (ids and names of staff, companies, students, roles, …); reads other features' tables, writes none. */
export function createAutocompleteModule(platform: Platform): FeatureModule<AutocompleteService> {
  const service = createAutocompleteService({ db: platform.db });
  return { name: 'autocomplete', service, registerRoutes: (app) => registerAutocompleteRoutes(app, service) };
}
