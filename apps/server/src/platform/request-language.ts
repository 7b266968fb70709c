import { MESSAGE_LANGUAGES, type MessageLanguage } from '@manabiya/domain/messages/translate-message';
import type { FastifyRequest } from 'fastify';

const DEFAULT_LANGUAGE: MessageLanguage = 'ja';

function isMessageLanguage(value: string): value is MessageLanguage {
  return (MESSAGE_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of the messages an answer carries: the one of ours the Accept-Language header ranks
 * highest (the web sends its display language), Japanese when it names neither (or is absent, or `*`).
 */
export function preferredLanguage(acceptLanguage: string | undefined): MessageLanguage {
  let best: { language: MessageLanguage; quality: number } | undefined;
  for (const range of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = range.split(';').map((part) => part.trim());
    const language = tag.toLowerCase().split('-')[0] ?? '';
    if (!isMessageLanguage(language)) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    if (!(quality > 0)) continue;
    // On equal quality the range listed first wins.
    if (!best || quality > best.quality) best = { language, quality };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

export function requestLanguage(request: FastifyRequest): MessageLanguage {
  return preferredLanguage(request.headers['accept-language']);
}
