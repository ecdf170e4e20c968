/** The site's content in the back office: pages, news and FAQ entries, and the contest. */
export { ContentCreate, type TContentCreateProps } from './components/content-create';
export { ContentEditor, type TContentEditorProps } from './components/content-editor';
export { ContentList, type TContentListProps, type TContentView } from './components/content-list';
export { ContestEditor, type TContestEditorProps } from './components/contest-editor';
export { CONTENT_FILTER_RULES, type TContentFilters } from './utils/filters';
