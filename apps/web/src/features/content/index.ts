export { useArticle } from './api/get-article';
export { ContentHtml } from './components/content-html';
export { FaqView, type TFaqViewProps } from './components/faq-view';
export { NewsArticle, type TNewsArticleProps } from './components/news-article';
export { NEWS_PAGE_SIZE, NewsList, type TNewsListProps } from './components/news-list';
export { PageText, type TPageTextProps } from './components/page-text';
export { filterFaq, indexFaq, queryTerms } from './utils/faq-filter';
