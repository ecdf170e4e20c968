export { AboutExchanger } from './components/about-exchanger';
export { ContactChannels, type TContactChannelsProps } from './components/contact-channels';
export { ContactForm, type TContactFormProps } from './components/contact-form';
export { ContactsText } from './components/contacts-text';
export { FooterAbout } from './components/footer-about';
