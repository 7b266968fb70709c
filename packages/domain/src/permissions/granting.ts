import { ACCESS_LEVEL, type AccessLevel } from './access-levels.ts';
import { levelFor, type SectionPermissions } from './section-permissions.ts';
import { SECTIONS, type Section } from './sections.ts';

/**
 * Nobody grants more than they hold (DESIGN §5, decision 015): the sections in which a role's
 * levels are stronger (a lower number) than the granter's own. A level the granter lacks is none.
 */
export function sectionsBeyondGranter(roleLevels: Partial<Record<Section, AccessLevel>>, granter: SectionPermissions | null | undefined): Section[] {
  return SECTIONS.filter((section) => {
    const granted = roleLevels[section] ?? ACCESS_LEVEL.none;
    const held = levelFor(granter, section) ?? ACCESS_LEVEL.none;
    return granted < held;
  });
}
