/**
 * Russian words of the contest page: the source of this area's dictionary (`contest-en.ts` must have
 * exactly these keys). Kept apart from `ru.ts` so that only the chunks of these pages carry them
 * (docs/decisions/039-first-load-javascript.md).
 */
export const contestRu = {
  'contest.loading': 'Загружаем конкурс…',
  'contest.loadFailed': 'Не удалось загрузить конкурс.',
  'contest.retry': 'Повторить',
  'contest.noneTitle': 'Сейчас конкурс не проводится',
  'contest.noneText': 'О следующем конкурсе мы заранее расскажем в новостях: сроки, призы и условия участия.',
  'contest.toNews': 'Новости',
  'contest.toExchange': 'К обмену',
  'contest.phase.upcoming': 'Скоро начнётся',
  'contest.phase.running': 'Идёт',
  'contest.phase.finished': 'Завершён',
  'contest.period': '{start} — {end}',
  'contest.untilEnd': 'До конца конкурса',
  'contest.untilStart': 'До начала конкурса',
  'contest.daysAndTime': '{days} д {time}',
  'contest.endsOn': 'Заканчивается {date}',
  'contest.startsOn': 'Начинается {date}',
  'contest.endedOn': 'Конкурс завершён {date}',
  'contest.prizesTitle': 'Призы',
  'contest.place': '{place} место',
  'contest.howTitle': 'Как участвовать',
  'contest.step1':
    'Обменивайте как обычно: в зачёт идёт каждая заявка, завершённая в период конкурса, — и гостевая, и из личного кабинета.',
  'contest.step2':
    'Объём считается в долларах США по курсу на момент создания заявки; заявки одного e-mail или аккаунта складываются.',
  'contest.step3':
    'Места определяются по таблице на момент окончания конкурса; с победителями оператор свяжется по e-mail.',
  'contest.boardTitle': 'Таблица лидеров',
  'contest.boardHint': 'Объём завершённых обменов в {currency}; e-mail участников скрыты.',
  'contest.updatedAt': 'Обновлено {time}.',
  'contest.col.place': 'Место',
  'contest.col.participant': 'Участник',
  'contest.col.volume': 'Объём, {currency}',
  'contest.col.claims': 'Заявок',
  'contest.col.prize': 'Приз',
  'contest.prizeLine': 'Приз: {prize}',
  'contest.emptyRunning': 'Пока никто не завершил обмен в период конкурса — станьте первым в таблице.',
  'contest.emptyUpcoming': 'Таблица появится, когда конкурс начнётся.',
  'contest.emptyFinished': 'За время конкурса не было завершённых обменов.',
} as const satisfies Record<string, string>;

export type TContestMessageKey = keyof typeof contestRu;
export type TContestDictionary = Record<TContestMessageKey, string>;
