export { requisiteMessageKey } from '@/lib/requisite-messages';
