/** The contact form and the operators' messages desk. */
export { createContactsRepo } from './contacts.repo.js';
export { contactsRoutes } from './contacts.routes.js';
export { createContactsService } from './contacts.service.js';
