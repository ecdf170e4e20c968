/**
 * The back office's kit: the building blocks its desks share (tables, filters, pages of a list,
 * their loading / error / empty states, decision dialogs and their forms, notices, the guard of
 * unsaved edits). Nothing here knows a claim, a currency or a shop; the desks live in the
 * `admin-*` features. Its words are the back office's (`@/lib/i18n/admin`), so only the back
 * office's chunk loads it.
 */
export { ActionDialog, type TActionDialogProps } from './action-dialog';
export { AdminTable, type TAdminTableProps, type TColumn } from './admin-table';
export { deskTime } from './desk-time';
export { DeskList, DeskLoading, PagedList, type TDeskListProps, type TPagedListProps } from './desk-list';
export { FilterBar, type TFilterBarProps } from './filter-bar';
export { FormListItem, KeyField, type TFormListItemProps, type TKeyFieldProps } from './form-list-item';
export { ItemState, type TItemStateProps } from './item-state';
export { LeaveGuard } from './leave-guard';
export { ListSummary } from './list-summary';
export { LoadError } from './load-error';
export { Notice, type TNotice } from './notice';
export { useOtpStep, type TOtpStep } from './otp-step';
export { Pager, type TPagerProps } from './pager';
export { ReasonDialog, type TReasonDialogProps } from './reason-dialog';
export { ReasonField, type TReasonFieldProps } from './reason-field';
export {
  refusalHandler,
  splitRefusal,
  useActionForm,
  type TActionForm,
  type TRefusal,
} from './use-action-form';
export { useDeskDialog, type TDeskDialog } from './use-desk-dialog';
