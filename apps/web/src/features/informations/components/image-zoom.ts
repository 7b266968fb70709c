/** Spec §5, §9: the image viewer zooms from 0 to 300 in steps of 100. */
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 300;
export const ZOOM_STEP = 100;

export function clampZoom(zoom: number): number {
  if (Number.isNaN(zoom)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The zoom after one step in (+1) or out (-1), kept within 0–300. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  return clampZoom(zoom + direction * ZOOM_STEP);
}

/** Zoom 0 shows the image fitted; each step of 100 adds the image's fitted size once more. */
export function scaleOfZoom(zoom: number): number {
  return 1 + clampZoom(zoom) / 100;
}

/** The zoom as people read it: the image's size against its fitted size, 100 % to 400 %. */
export function percentOfZoom(zoom: number): number {
  return Math.round(scaleOfZoom(zoom) * 100);
}
