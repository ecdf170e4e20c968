/**
 * Server texts in both languages (DESIGN §9): error details and field messages. A message key is
 * what services and schemas speak; the HTTP layer turns it into the request's language.
 */
import type { TLocale } from '@exchanger/core';

const messages = {
  validation_error: { ru: 'Проверьте введённые данные.', en: 'Please check the data you entered.' },
  parse_error: { ru: 'Тело запроса не является корректным JSON.', en: 'The request body is not valid JSON.' },
  not_authenticated: { ru: 'Требуется вход в систему.', en: 'Authentication is required.' },
  token_not_valid: {
    ru: 'Токен доступа недействителен или истёк.',
    en: 'The access token is invalid or expired.',
  },
  permission_denied: { ru: 'Недостаточно прав.', en: 'You do not have permission to do this.' },
  not_found: { ru: 'Не найдено.', en: 'Not found.' },
  route_not_found: { ru: 'Адрес {method} {path} не найден.', en: 'No route {method} {path}.' },
  method_not_allowed: { ru: 'Метод не поддерживается.', en: 'Method not allowed.' },
  conflict: {
    ru: 'Действие невозможно в текущем состоянии.',
    en: 'The action conflicts with the current state.',
  },
  payload_too_large: { ru: 'Слишком большой запрос.', en: 'The request is too large.' },
  unsupported_media_type: {
    ru: 'Неподдерживаемый тип содержимого: {type}.',
    en: 'Unsupported content type: {type}.',
  },
  rate_limited: {
    ru: 'Слишком много запросов. Попробуйте позже.',
    en: 'Too many requests. Try again later.',
  },
  service_unavailable: {
    ru: 'Сервис временно недоступен. Попробуйте позже.',
    en: 'The service is temporarily unavailable. Try again later.',
  },
  internal_error: {
    ru: 'Внутренняя ошибка сервера. Мы уже разбираемся.',
    en: 'Internal server error. We are looking into it.',
  },
  field_required: { ru: 'Обязательное поле.', en: 'This field is required.' },
  field_unknown: { ru: 'Неизвестное поле.', en: 'Unknown field.' },
  body_required: { ru: 'Нужно тело запроса в формате JSON.', en: 'A JSON request body is required.' },
} as const satisfies Record<string, Record<TLocale, string>>;

export type TMessageKey = keyof typeof messages;

export function isMessageKey(value: string): value is TMessageKey {
  return Object.hasOwn(messages, value);
}

/** The text of `key` in `locale`, with `{name}` placeholders filled from `params`. */
export function translate(
  key: TMessageKey,
  locale: TLocale,
  params: Record<string, string | number> = {},
): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
