/** Support in the back office: the contact form's messages, the live chat and the support channels. */
export { useNewMessages } from './api/get-messages';
export { MessageDesk, type TMessageDeskProps } from './components/message-desk';
export { MessagesDesk, type TMessagesDeskProps, type TMessagesView } from './components/messages-desk';
export { SettingsDesk, type TSettingsDeskProps } from './components/settings-desk';
export { MESSAGE_FILTER_RULES, type TMessageFilters } from './utils/filters';
