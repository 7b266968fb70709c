import type { FeatureModule, Platform } from '../../platform/feature-module.ts';
import { registerFileRoutes } from './files.routes.ts';
import { createFileService, type FileService } from './files.service.ts';

/** Stored uploads (icons, notice images) served by their random names. */
export function createFileModule(platform: Platform): FeatureModule<FileService> {
  const service = createFileService({ storage: platform.storage });
  return { name: 'files', service, registerRoutes: (app) => registerFileRoutes(app, service) };
}
