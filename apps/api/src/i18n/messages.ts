/**
 * Server texts in both languages (docs/architecture.md#languages): error details and field messages. A message key is
 * what services and schemas speak; the HTTP layer turns it into the request's language.
 */
import type { TLocale } from '@exchanger/core';

const messages = {
  validation_error: { ru: 'Проверьте введённые данные.', en: 'Please check the data you entered.' },
  parse_error: { ru: 'Тело запроса не является корректным JSON.', en: 'The request body is not valid JSON.' },
  text_unstorable: {
    ru: 'Текст содержит недопустимый символ: NUL или половину суррогатной пары.',
    en: 'The text contains a character that cannot be kept: NUL or half of a surrogate pair.',
  },
  url_malformed: {
    ru: 'Адрес запроса не разобрать: неверная %-последовательность или слишком длинная часть пути.',
    en: 'The request address cannot be read: a bad %-escape or a path part that is too long.',
  },
  not_authenticated: { ru: 'Требуется вход в систему.', en: 'Authentication is required.' },
  token_not_valid: {
    ru: 'Токен доступа недействителен или истёк.',
    en: 'The access token is invalid or expired.',
  },
  permission_denied: { ru: 'Недостаточно прав.', en: 'You do not have permission to do this.' },
  cross_site_refused: {
    ru: 'Запрос с другого сайта отклонён. Откройте наш сайт и повторите.',
    en: 'A request from another site was refused. Open this site and try again.',
  },
  not_found: { ru: 'Не найдено.', en: 'Not found.' },
  route_not_found: { ru: 'Адрес {method} {path} не найден.', en: 'No route {method} {path}.' },
  method_not_allowed: { ru: 'Метод не поддерживается.', en: 'Method not allowed.' },
  method_not_allowed_on: {
    ru: 'Адрес {path} не принимает {method}; он принимает {allowed}.',
    en: '{path} does not take {method}; it takes {allowed}.',
  },
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
  attempts_throttled: {
    ru: 'Слишком много неудачных попыток. Повторите через {seconds} с.',
    en: 'Too many failed attempts. Try again in {seconds} s.',
  },
  claims_rate_limited: {
    ru: 'Слишком много заявок с этого адреса или e-mail. Новую заявку можно создать через {minutes} мин.',
    en: 'Too many claims from this address or e-mail. You can create a new one in {minutes} min.',
  },
  open_claims_cap: {
    ru: 'Достигнут предел неоплаченных заявок, открытых одновременно: {max}. Оплатите или отмените одну из них, чтобы создать новую.',
    en: 'You have reached the limit of unpaid claims open at once: {max}. Pay or cancel one of them to create a new one.',
  },
  reserve_share_cap: {
    ru: 'Неоплаченные заявки одного клиента могут занимать не больше {percent}% резерва {currency}. Уменьшите сумму или оплатите открытые заявки.',
    en: 'One client’s unpaid claims may hold at most {percent}% of the {currency} reserve. Lower the amount or pay your open claims.',
  },
  promocode_rate_limited: {
    ru: 'Слишком много попыток ввести промокод. Попробуйте позже.',
    en: 'Too many promocode attempts. Try again later.',
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
  decimal_invalid: {
    ru: 'Введите неотрицательное число с точкой, например 0.015.',
    en: 'Enter a non-negative number with a dot, e.g. 0.015.',
  },
  signed_decimal_invalid: {
    ru: 'Введите число с точкой, со знаком минус или без, например -1500.5.',
    en: 'Enter a number with a dot, with or without a minus sign, e.g. -1500.5.',
  },
  decimal_too_large: {
    ru: 'Слишком большое число: не больше {digits} цифр до точки.',
    en: 'The number is too large: at most {digits} digits before the point.',
  },
  decimal_too_precise: {
    ru: 'Слишком много знаков после точки: не больше {digits}.',
    en: 'Too many digits after the point: at most {digits}.',
  },
  amount_too_large: {
    ru: 'Сумма слишком велика: пересчитанная из неё сумма не поместится в учёт. Уменьшите сумму.',
    en: 'The amount is too large: what it converts to cannot be recorded. Lower the amount.',
  },
  number_out_of_range: {
    ru: 'Число слишком велико, чтобы его сохранить. Уменьшите сумму.',
    en: 'A number is too large to be stored. Lower the amount.',
  },
  email_invalid: { ru: 'Неверный адрес e-mail.', en: 'Invalid e-mail address.' },
  agreement_required: {
    ru: 'Нужно согласиться с правилами обмена и политикой AML/KYC.',
    en: 'You must accept the exchange rules and the AML/KYC policy.',
  },
  currency_not_found: { ru: 'Валюта {id} не найдена.', en: 'Currency {id} not found.' },
  currency_unknown: { ru: 'Такой валюты нет или она отключена.', en: 'No such currency, or it is disabled.' },
  direction_unavailable: {
    ru: 'Это направление обмена сейчас недоступно.',
    en: 'This exchange direction is not available now.',
  },
  maintenance: {
    ru: 'Идут технические работы: новые заявки временно не принимаются.',
    en: 'Maintenance in progress: new claims are not accepted for now.',
  },
  reserve_exhausted: {
    ru: 'Недостаточно резерва {currency} для этой суммы. Уменьшите сумму или попробуйте позже.',
    en: 'Not enough {currency} reserve for this amount. Lower the amount or try later.',
  },
  amount_below_min: {
    ru: 'Сумма меньше минимальной: {limit} {currency}.',
    en: 'The amount is below the minimum of {limit} {currency}.',
  },
  amount_above_max: {
    ru: 'Сумма больше максимальной: {limit} {currency}.',
    en: 'The amount is above the maximum of {limit} {currency}.',
  },
  amount_precision: { ru: 'Слишком много знаков после точки.', en: 'Too many digits after the point.' },
  receive_mismatch: {
    ru: 'Сумма к получению не совпадает с расчётом по текущему курсу. Обновите расчёт.',
    en: 'The amount to receive does not match the current rate. Recalculate.',
  },
  requisite_required: { ru: 'Заполните это поле.', en: 'Fill in this field.' },
  requisite_too_long: { ru: 'Слишком длинное значение.', en: 'The value is too long.' },
  requisite_invalid_format: { ru: 'Неверный формат.', en: 'Invalid format.' },
  requisite_invalid_checksum: {
    ru: 'Ошибка в номере или адресе: не сходится контрольная сумма.',
    en: 'A typo in the number or address: the checksum does not match.',
  },
  requisite_city: { ru: 'Город', en: 'City' },
  city_unknown: { ru: 'Выберите город из списка.', en: 'Choose a city from the list.' },
  file_required: { ru: 'Прикрепите фотографию карты.', en: 'Attach a photo of the card.' },
  multipart_malformed: {
    ru: 'Тело multipart/form-data повреждено или оборвано: отправьте файл ещё раз.',
    en: 'The multipart/form-data body is malformed or cut short: send the file again.',
  },
  file_type: {
    ru: 'Нужна фотография в формате JPEG, PNG или WebP.',
    en: 'The photo must be a JPEG, PNG or WebP image.',
  },
  file_too_large: { ru: 'Файл больше 5 МБ.', en: 'The file is larger than 5 MB.' },
  too_many_documents: {
    ru: 'К заявке уже приложено 5 файлов. Напишите операторам через страницу контактов.',
    en: 'The claim already has 5 files. Write to the operators through the contacts page.',
  },
  verification_not_required: {
    ru: 'Для этой заявки верификация не нужна.',
    en: 'This claim does not need verification.',
  },
  verification_closed: {
    ru: 'Фотография карты сейчас не нужна: заявка уже не ждёт проверки.',
    en: 'No card photo is needed now: the claim is no longer waiting for verification.',
  },
  claim_not_found: { ru: 'Заявка не найдена.', en: 'Claim not found.' },
  claim_id_invalid: { ru: 'Неверный номер заявки.', en: 'Invalid claim id.' },
  claim_number_invalid: {
    ru: 'Номер заявки — восемь знаков из цифр и букв a–f, например 9c1e7f3a.',
    en: 'A claim number is eight characters, digits and letters a–f, e.g. 9c1e7f3a.',
  },
  claim_lookup_not_found: {
    ru: 'Заявки с таким номером и e-mail нет. Проверьте оба поля.',
    en: 'There is no claim with this number and e-mail. Check both fields.',
  },
  claim_watched: {
    ru: 'Оплата этой заявки видна в сети сама: подтверждать её не нужно.',
    en: 'The payment of this claim is seen on the chain by itself: there is nothing to confirm.',
  },
  refund_address_invalid: {
    ru: 'Это не адрес сети, в которой вы платите.',
    en: 'Not an address of the network you pay on.',
  },
  claim_status_conflict: {
    ru: 'Действие недоступно: заявка в статусе «{status}».',
    en: 'Not possible: the claim is "{status}".',
  },
  password_too_short: {
    ru: 'Пароль должен быть не короче 8 символов.',
    en: 'The password must be at least 8 characters long.',
  },
  password_too_long: {
    ru: 'Пароль должен быть не длиннее 128 символов.',
    en: 'The password must be at most 128 characters long.',
  },
  password_needs_letter: {
    ru: 'В пароле должна быть хотя бы одна буква.',
    en: 'The password needs at least one letter.',
  },
  password_needs_digit: {
    ru: 'В пароле должна быть хотя бы одна цифра.',
    en: 'The password needs at least one digit.',
  },
  password_mismatch: { ru: 'Пароли не совпадают.', en: 'The passwords do not match.' },
  password_wrong: { ru: 'Неверный пароль.', en: 'Wrong password.' },
  credentials_invalid: { ru: 'Неверный e-mail или пароль.', en: 'Wrong e-mail or password.' },
  otp_required: {
    ru: 'Введите код из приложения-аутентификатора или один из резервных кодов.',
    en: 'Enter the code from your authenticator app or one of your recovery codes.',
  },
  otp_enrolment_required: {
    ru: 'Сотрудникам нужен второй фактор: подключите приложение-аутентификатор.',
    en: 'Staff need a second factor: set up an authenticator app first.',
  },
  otp_invalid: {
    ru: 'Неверный или уже использованный код.',
    en: 'The code is wrong or has already been used.',
  },
  two_factor_on: {
    ru: 'Второй фактор уже подключён. Чтобы сменить приложение, сначала отключите его.',
    en: 'The second factor is already on. Turn it off first to change the app.',
  },
  two_factor_off: { ru: 'Второй фактор не подключён.', en: 'The second factor is not on.' },
  two_factor_not_started: {
    ru: 'Сначала начните подключение второго фактора.',
    en: 'Start setting up the second factor first.',
  },
  two_factor_staff: {
    ru: 'Сотрудники не могут отключить второй фактор.',
    en: 'Staff cannot turn the second factor off.',
  },
  account_not_activated: {
    ru: 'Аккаунт не активирован. Перейдите по ссылке из письма или запросите её ещё раз.',
    en: 'The account is not activated yet. Follow the link in the e-mail or ask for it again.',
  },
  account_blocked: {
    ru: 'Аккаунт заблокирован. Напишите в поддержку.',
    en: 'The account is blocked. Please contact support.',
  },
  token_invalid: {
    ru: 'Ссылка недействительна или устарела. Запросите новую.',
    en: 'The link is invalid or has expired. Ask for a new one.',
  },
  refresh_invalid: {
    ru: 'Сессия завершена. Войдите снова.',
    en: 'The session has ended. Please log in again.',
  },
  human_check_required: {
    ru: 'Подтвердите, что вы не робот: дождитесь отметки в проверке над кнопкой.',
    en: 'Confirm you are not a robot: wait for the check above the button to be ticked.',
  },
  human_check_invalid: {
    ru: 'Проверка «не робот» не прошла или устарела. Пройдите её ещё раз.',
    en: 'The "not a robot" check failed or has expired. Please take it again.',
  },
  human_check_spent: {
    ru: 'Эта проверка «не робот» уже использована. Пройдите её ещё раз.',
    en: 'This "not a robot" check has already been used. Please take it again.',
  },
  promocode_not_found: {
    ru: 'Такого промокода нет, или он больше не действует.',
    en: 'No such promocode, or it is no longer valid.',
  },
  promocode_invalid: {
    ru: 'Промокод состоит из латинских букв, цифр, «_» и «-».',
    en: 'A promocode consists of Latin letters, digits, "_" and "-".',
  },
  withdrawal_below_min: {
    ru: 'Минимальная сумма вывода — {min} {currency}.',
    en: 'The minimum withdrawal is {min} {currency}.',
  },
  withdrawal_above_balance: {
    ru: 'Сумма больше баланса: доступно {balance} {currency}.',
    en: 'The amount is above the balance: {balance} {currency} available.',
  },
  withdrawal_created: {
    ru: 'Заявка на вывод успешно создана',
    en: 'Withdrawal request has been successfully created',
  },
  payment_reference_long: {
    ru: 'Не длиннее 200 символов.',
    en: 'At most 200 characters.',
  },
  payment_reference_invalid: {
    ru: 'Одна строка: номер транзакции или квитанции.',
    en: 'One line: the transaction id or receipt number.',
  },
  // The operator back office.
  reason_required: { ru: 'Укажите причину.', en: 'Give a reason.' },
  action_invalid: { ru: 'Неизвестное действие.', en: 'Unknown action.' },
  claim_status_invalid: { ru: 'Неизвестный статус заявки.', en: 'Unknown claim status.' },
  payout_reference_required: {
    ru: 'Укажите номер выплаты (хеш транзакции или номер перевода).',
    en: 'Give the payout reference (transaction hash or transfer number).',
  },
  date_invalid: { ru: 'Дата в формате ГГГГ-ММ-ДД.', en: 'A date as YYYY-MM-DD.' },
  change_required: { ru: 'Выберите, что изменить.', en: 'Choose what to change.' },
  user_not_found: { ru: 'Пользователь не найден.', en: 'User not found.' },
  staff_self_change: {
    ru: 'Нельзя заблокировать себя или изменить свою роль.',
    en: 'You cannot block yourself or change your own role.',
  },
  admin_only: {
    ru: 'Это может сделать только администратор.',
    en: 'Only an administrator can do this.',
  },
  own_record: {
    ru: 'Это ваша собственная запись: действие по ней выполняет другой сотрудник.',
    en: 'This is your own record: another member of staff must act on it.',
  },
  approval_not_found: { ru: 'Предложение не найдено.', en: 'Proposal not found.' },
  approval_decided: {
    ru: 'По этому предложению уже принято решение.',
    en: 'This proposal has already been decided.',
  },
  approval_pending_exists: {
    ru: 'Такое действие уже ждёт одобрения другого администратора.',
    en: 'The same action already waits for another administrator’s approval.',
  },
  approval_not_yours: {
    ru: 'Отменить предложение может только тот, кто его сделал.',
    en: 'Only the administrator who made a proposal can cancel it.',
  },
  withdrawal_not_found: { ru: 'Заявка на вывод не найдена.', en: 'Withdrawal request not found.' },
  withdrawal_decided: {
    ru: 'По этой заявке на вывод уже принято решение.',
    en: 'This withdrawal request has already been decided.',
  },
  reserve_below_held: {
    ru: 'Резерв не может быть меньше суммы открытых заявок: {held} {currency}.',
    en: 'The reserve cannot be below what open claims hold: {held} {currency}.',
  },
  reserve_short: {
    ru: 'Резерв {currency} не покрывает это: открытые заявки удерживают {held} {currency}, в резерве {reserve} {currency}. Сначала поправьте резерв.',
    en: 'The {currency} reserve cannot cover this: open claims hold {held} {currency} of its {reserve} {currency}. Correct the reserve first.',
  },
  reserve_too_large: {
    ru: 'Резерв должен быть меньше 10^20.',
    en: 'The reserve must be below 10^20.',
  },
  reserve_change_required: {
    ru: 'Укажите новый резерв или изменение резерва.',
    en: 'Give the new reserve or the change to it.',
  },
  reserve_change_ambiguous: {
    ru: 'Укажите что-то одно: новый резерв или изменение.',
    en: 'Give one of them: the new reserve or the change.',
  },
  withdrawal_no_rate: {
    ru: 'Нет курса доллара для {currency}: сумму вывода в этой валюте сейчас не посчитать. Попробуйте позже.',
    en: 'There is no dollar rate for {currency} now, so the payout in it cannot be counted. Try later.',
  },
  percent_invalid: {
    ru: 'Процент от 0 до 99.9999, например 1.5 (до 4 знаков после точки).',
    en: 'A percentage from 0 to 99.9999, such as 1.5 (up to 4 decimals).',
  },
  course_not_manual: {
    ru: 'Курс этого направления берётся из источника курсов: меняйте наценку.',
    en: 'This direction takes its rate from a rate feed: change the margin instead.',
  },
  course_positive: { ru: 'Курс должен быть больше нуля.', en: 'The rate must be above zero.' },
  max_below_min: { ru: 'Максимум меньше минимума.', en: 'The maximum is below the minimum.' },
  content_not_found: { ru: 'Страница не найдена.', en: 'Page not found.' },
  content_required: { ru: 'Заполните это поле.', en: 'Fill this in.' },
  content_incomplete: {
    ru: 'Перед публикацией заполните заголовок и текст на обоих языках.',
    en: 'Fill in the title and the text in both languages before publishing.',
  },
  slug_invalid: {
    ru: 'Адрес: латинские буквы, цифры и дефисы, например bitcoin-fees.',
    en: 'The address: Latin letters, digits and hyphens, e.g. bitcoin-fees.',
  },
  slug_taken: { ru: 'Этот адрес уже занят.', en: 'This address is already taken.' },
  page_key_unknown: {
    ru: 'Страница: rules, aml, contacts, cash, partners или contest.',
    en: 'A page: rules, aml, contacts, cash, partners or contest.',
  },
  field_name_invalid: {
    ru: 'Имя поля: латинские буквы и цифры, с буквы, например wallet.',
    en: 'A field name: Latin letters and digits, starting with a letter, e.g. wallet.',
  },
  field_name_taken: { ru: 'Поле с таким именем уже есть.', en: 'There is already a field with this name.' },
  field_side_required: {
    ru: 'Отметьте, когда спрашивать поле: при отдаче, при получении или в обоих случаях.',
    en: 'Choose when the field is asked: when sending, when receiving, or both.',
  },
  direction_same_currency: {
    ru: 'Направление — между двумя разными валютами.',
    en: 'A direction joins two different currencies.',
  },
  direction_exists: {
    ru: 'Такое направление уже есть (№ {id}): измените его.',
    en: 'This direction already exists (no. {id}): edit it instead.',
  },
  course_formula_required: {
    ru: 'Укажите формулу курса: у одной из валют нет курса к доллару.',
    en: 'Give the rate formula: one of the currencies has no dollar rate.',
  },
  course_formula_invalid: {
    ru: 'Формула курса: источник:СИМВОЛ, через * , с 1/ для обратного, например binance:BTCUSDT*1/cbr:USDRUB.',
    en: 'A rate formula: feed:SYMBOL joined by *, 1/ for the inverse, e.g. binance:BTCUSDT*1/cbr:USDRUB.',
  },
  course_source_required: {
    ru: 'Укажите источник курса: manual или feed.',
    en: 'Give the rate source: manual or feed.',
  },
  flag_invalid: {
    ru: 'Да или нет: true/false, 1/0 или yes/no.',
    en: 'Yes or no: true/false, 1/0 or yes/no.',
  },
  direction_file_duplicate: {
    ru: 'Это направление уже есть в файле, в строке {row}.',
    en: 'This direction is already in the file, at row {row}.',
  },
  direction_file_csv_unreadable: {
    ru: 'Файл не читается как CSV (строка {line}): проверьте кавычки.',
    en: 'The file cannot be read as CSV (line {line}): check the quotes.',
  },
  direction_file_json_unreadable: {
    ru: 'Файл не читается как JSON (около символа {position}).',
    en: 'The file cannot be read as JSON (near character {position}).',
  },
  direction_file_cells: {
    ru: 'В строке {count} ячеек, а в заголовке {columns}.',
    en: 'The row has {count} cells; the header has {columns}.',
  },
  direction_file_empty: { ru: 'В файле нет ни одной строки.', en: 'The file has no rows.' },
  direction_file_too_many: {
    ru: 'Не больше {max} строк в одном файле.',
    en: 'At most {max} rows in one file.',
  },
  direction_file_not_array: {
    ru: 'JSON-файл — массив строк-объектов, как в выгрузке.',
    en: 'A JSON file is an array of row objects, as the export writes it.',
  },
  direction_file_row_not_object: {
    ru: 'Строка — объект с полями from, to и условиями.',
    en: 'A row is an object with from, to and the terms.',
  },

  // cash, contest, shops
  city_code_invalid: {
    ru: 'Код города: латинские буквы и цифры, например MSK.',
    en: 'A city code: Latin letters and digits, e.g. MSK.',
  },
  city_not_found: { ru: 'Город {code} не найден.', en: 'City {code} not found.' },
  datetime_invalid: {
    ru: 'Дата и время в формате ISO 8601, например 2026-03-01T00:00:00+03:00.',
    en: 'A date and time in ISO 8601, e.g. 2026-03-01T00:00:00+03:00.',
  },
  ticker_invalid: {
    ru: 'Валюта приза: 2–12 заглавных латинских букв или цифр, например USDT.',
    en: 'The prize currency: 2–12 capital Latin letters or digits, e.g. USDT.',
  },
  contest_period_invalid: {
    ru: 'Конкурс должен заканчиваться позже, чем начинается.',
    en: 'The contest must end after it starts.',
  },
  contest_place_taken: {
    ru: 'У этого места уже есть приз.',
    en: 'This place already has a prize.',
  },

  // The contact form, the operators' messages desk and the support settings.
  contact_name_too_long: {
    ru: 'Имя — не длиннее 100 символов.',
    en: 'The name must be at most 100 characters long.',
  },
  contact_subject_too_long: {
    ru: 'Тема — не длиннее 200 символов.',
    en: 'The subject must be at most 200 characters long.',
  },
  contact_message_too_short: {
    ru: 'Опишите вопрос подробнее — хотя бы 10 символов.',
    en: 'Please describe your question in at least 10 characters.',
  },
  contact_message_too_long: {
    ru: 'Сообщение — не длиннее 5000 символов.',
    en: 'The message must be at most 5000 characters long.',
  },
  contact_claim_not_found: {
    ru: 'Заявки с таким номером нет. Проверьте номер или оставьте поле пустым.',
    en: 'There is no claim with this number. Check it or leave the field empty.',
  },
  message_not_found: { ru: 'Обращение не найдено.', en: 'Message not found.' },
  message_status_conflict: {
    ru: 'Действие недоступно: статус обращения уже изменился. Обновите страницу.',
    en: 'Not possible: the status of the message has changed meanwhile. Reload the page.',
  },
  telegram_invalid: {
    ru: 'Имя пользователя Telegram: 5–32 латинские буквы, цифры или «_», например @exchanger_help.',
    en: 'A Telegram username: 5–32 Latin letters, digits or "_", e.g. @exchanger_help.',
  },
  phone_invalid: {
    ru: 'Телефон в международном формате, например +7 900 123-45-67.',
    en: 'A phone number in international format, e.g. +7 900 123-45-67.',
  },
  chat_src_invalid: {
    ru: 'Адрес скрипта виджета: ссылка, начинающаяся с https://.',
    en: "The widget's script address: a link starting with https://.",
  },
  chat_src_https: {
    ru: 'Сайт работает по https: скрипт виджета тоже должен загружаться по https://.',
    en: 'The site is served over https: the widget script must be loaded over https:// too.',
  },
  chat_id_invalid: {
    ru: 'Идентификатор виджета — без пробелов.',
    en: 'The widget id cannot contain spaces.',
  },
  time_zone_invalid: {
    ru: 'Неизвестный часовой пояс: укажите его как Europe/Moscow или UTC.',
    en: 'Unknown time zone: write it as Europe/Moscow or UTC.',
  },
  time_invalid: {
    ru: 'Время в формате ЧЧ:ММ, от 00:00 до 23:59.',
    en: 'A time as HH:MM, from 00:00 to 23:59.',
  },
  hours_days_required: {
    ru: 'Отметьте хотя бы один рабочий день или выберите «круглосуточно».',
    en: 'Tick at least one working day, or choose "around the clock".',
  },
  hours_closes_same: {
    ru: 'Время закрытия совпадает со временем открытия. Для работы без перерыва выберите «круглосуточно».',
    en: 'The closing time is the opening time. To work without a break, choose "around the clock".',
  },
  // merchant area
  url_invalid: {
    ru: 'Нужен адрес, начинающийся с http:// или https://.',
    en: 'An address starting with http:// or https:// is needed.',
  },
  webhook_private_address: {
    ru: 'Адрес вебхука ведёт во внутреннюю сеть: нужен публичный адрес.',
    en: 'The webhook address leads into a private network: a public address is needed.',
  },
  shop_not_found: { ru: 'Магазин не найден.', en: 'Shop not found.' },
  shop_exists: { ru: 'У вас уже есть магазин.', en: 'You already have a shop.' },
  shop_blocked: {
    ru: 'Магазин заблокирован оператором. Напишите в поддержку.',
    en: 'The shop is blocked by an operator. Please contact support.',
  },
  shop_not_approved: {
    ru: 'Магазин ещё не одобрен оператором: приём платежей недоступен.',
    en: 'The shop is not approved by an operator yet: it cannot take payments.',
  },
  shop_status_conflict: { ru: 'Магазин уже в статусе «{status}».', en: 'The shop is already {status}.' },
  api_key_invalid: {
    ru: 'Ключ API не указан, неверен или отозван.',
    en: 'The API key is missing, wrong or revoked.',
  },
  api_key_not_found: { ru: 'Ключ API не найден.', en: 'API key not found.' },
  api_key_limit: {
    ru: 'Не больше {max} действующих ключей: отзовите ненужный.',
    en: 'At most {max} active keys: revoke one you no longer use.',
  },
  amount_positive: { ru: 'Сумма должна быть больше нуля.', en: 'The amount must be greater than zero.' },
  invoice_order_exists: {
    ru: 'Счёт для заказа {orderId} уже создан.',
    en: 'An invoice for order {orderId} already exists.',
  },
  invoice_not_found: { ru: 'Счёт не найден.', en: 'Invoice not found.' },
  invoice_invalid: { ru: 'Неверный номер счёта.', en: 'Invalid invoice number.' },
  invoice_not_payable: {
    ru: 'Этот счёт нельзя оплатить: он уже оплачивается или оплачен, истёк или магазин не принимает платежи.',
    en: 'This invoice cannot be paid: it is being paid or paid already, has expired, or the shop does not take payments.',
  },
  invoice_currency: {
    ru: 'Счёт выставлен в другой валюте.',
    en: 'The invoice is in another currency.',
  },
  invoice_underpaid: {
    ru: 'Этой суммы не хватает для оплаты счёта: увеличьте сумму к отправке.',
    en: 'This amount does not cover the invoice: increase the amount you send.',
  },
  invoice_amount: {
    ru: 'Сумма к получению должна быть равна сумме счёта.',
    en: 'The amount to receive must equal the invoice amount.',
  },
  // New currencies and their logos (decision 014).
  currency_code_invalid: {
    ru: 'Код: от 2 до 20 заглавных латинских букв и цифр, например USDTTRC20.',
    en: 'The code: 2 to 20 capital Latin letters and digits, e.g. USDTTRC20.',
  },
  currency_code_taken: {
    ru: 'Валюта с кодом {code} уже есть.',
    en: 'There is already a currency with the code {code}.',
  },
  currency_ticker_invalid: {
    ru: 'Тикер: до 10 заглавных латинских букв и цифр, например USDT.',
    en: 'The ticker: up to 10 capital Latin letters and digits, e.g. USDT.',
  },
  group_key_invalid: {
    ru: 'Группа: до 40 латинских букв, цифр, «-» и «_».',
    en: 'The group: up to 40 Latin letters, digits, “-” and “_”.',
  },
  group_ticker_mismatch: {
    ru: 'В группе {group} валюты с тикером {ticker}: в одну группу объединяются только валюты с одним тикером.',
    en: 'The group {group} holds currencies with the ticker {ticker}: only currencies of one ticker share a group.',
  },
  filters_required: { ru: 'Выберите хотя бы одну вкладку.', en: 'Choose at least one tab.' },
  cities_cash_only: {
    ru: 'Города указываются только для наличных (вкладка «Наличные»).',
    en: 'Cities are only for cash (the “Cash” tab).',
  },
  logo_invalid: {
    ru: 'Выберите логотип из списка или загрузите свой.',
    en: 'Choose a logo from the list or upload your own.',
  },
  logo_unknown: {
    ru: 'Загруженный логотип не найден, загрузите его снова.',
    en: 'The uploaded logo was not found; upload it again.',
  },
  logo_file_required: { ru: 'Прикрепите файл логотипа.', en: 'Attach the logo file.' },
  logo_file_type: {
    ru: 'Логотип должен быть картинкой PNG, WebP или SVG.',
    en: 'The logo must be a PNG, WebP or SVG image.',
  },
  idempotency_conflict: {
    ru: 'Этот ключ Idempotency-Key уже использован для другого запроса. Для нового запроса нужен новый ключ.',
    en: 'This Idempotency-Key was already used for another request. A new request needs a new key.',
  },
  idempotency_in_progress: {
    ru: 'Запрос с этим ключом Idempotency-Key ещё выполняется. Повторите через секунду, чтобы получить его ответ.',
    en: 'A request with this Idempotency-Key is still running. Try again in a second to get its answer.',
  },
  idempotency_key_invalid: {
    ru: 'Idempotency-Key: от 1 до 255 печатных символов ASCII (можно в кавычках).',
    en: 'Idempotency-Key: 1 to 255 printable ASCII characters (may be quoted).',
  },
  idempotency_key_short: {
    ru: 'Idempotency-Key без входа в систему — не короче 16 символов (например, UUID).',
    en: 'Idempotency-Key without signing in must be at least 16 characters (a UUID, for example).',
  },
  logo_file_too_large: { ru: 'Логотип больше {max} КБ.', en: 'The logo is larger than {max} KB.' },
  // On-chain payment acceptance (docs/payments.md): a currency's watch, the chains' health, reviews.
  chain_invalid: { ru: 'Выберите сеть: BTC, LTC, ETH или BSC.', en: 'Choose a chain: BTC, LTC, ETH or BSC.' },
  chain_net_invalid: {
    ru: 'У этой сети нет такой разновидности (main, testnet, regtest, dev).',
    en: 'This chain has no such network (main, testnet, regtest, dev).',
  },
  xpub_required: {
    ru: 'Укажите расширенный публичный ключ счёта.',
    en: "Enter the account's extended public key.",
  },
  xpub_invalid: {
    ru: 'Это не расширенный публичный ключ (xpub, zpub, tpub, vpub, Ltub).',
    en: 'This is not an extended public key (xpub, zpub, tpub, vpub, Ltub).',
  },
  xpub_private: {
    ru: 'Это закрытый ключ: он не сохранён и не должен попадать на сервер. Укажите публичный ключ счёта.',
    en: "This is a private key: it was not stored and must never reach the server. Enter the account's public key.",
  },
  xpub_wrong_network: {
    ru: 'Этот ключ от другой сети: нужен ключ выбранной сети.',
    en: 'This key is for another network: enter a key of the chosen network.',
  },
  confirmations_invalid: {
    ru: 'Подтверждений — целое число от 1 до 1000.',
    en: 'Confirmations: a whole number from 1 to 1000.',
  },
  token_contract_invalid: {
    ru: 'Адрес контракта токена — 0x и 40 шестнадцатеричных цифр.',
    en: 'A token contract is 0x and 40 hexadecimal digits.',
  },
  token_contract_utxo: {
    ru: 'Токены бывают только в сетях EVM (ETH, BSC); в сетях семейства Bitcoin оставьте поле пустым.',
    en: 'Tokens exist only on EVM chains (ETH, BSC); leave this empty on a Bitcoin-family chain.',
  },
  token_decimals_invalid: {
    ru: 'Знаков токена — целое число от 0 до 36.',
    en: "A token's decimals: a whole number from 0 to 36.",
  },
  token_decimals_required: {
    ru: 'Укажите, сколько знаков у токена.',
    en: 'Enter how many decimals the token has.',
  },
  explorer_url_invalid: {
    ru: 'Адрес обозревателя — http(s)://… с {txid} на месте номера транзакции.',
    en: 'An explorer address is http(s)://… with {txid} where the transaction id goes.',
  },
  network_unknown: {
    ru: 'Такой сети нет ни у одной валюты: сначала укажите её код в настройках валюты.',
    en: 'No currency is on such a network: set its code on a currency first.',
  },
  chain_node_unreachable: {
    ru: 'Узел {variable} не ответил: проверьте адрес, доступ и что узел запущен. Ничего не сохранено.',
    en: 'The node of {variable} did not answer: check its address, its credentials and that it runs. Nothing was saved.',
  },
  chain_node_wrong_chain: {
    ru: 'Узел {variable} работает в сети {actual}, а не {net}. Ничего не сохранено.',
    en: 'The node of {variable} is on {actual}, not {net}. Nothing was saved.',
  },
  chain_stalled: {
    ru: 'Приём {currency} временно остановлен: платежи в сети {chain} сейчас не отслеживаются. Попробуйте позже.',
    en: '{currency} is not accepted for now: payments on {chain} are not being watched. Please try later.',
  },
  recompute_invoice: {
    ru: 'Заявку, оплачивающую счёт магазина, нельзя пересчитать: примите платёж или верните его.',
    en: "A claim paying a shop's invoice cannot be recomputed: accept the payment or refund it.",
  },
  recompute_nothing_received: {
    ru: 'Пересчитать не из чего: по заявке не видно поступивших платежей.',
    en: 'Nothing to recompute from: no payment to this claim is seen.',
  },
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
