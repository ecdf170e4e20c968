export { Alert, type TAlertProps, type TAlertTone } from './alert';
export {
  BUTTON_COLORS,
  BUTTON_SIZES,
  Button,
  ButtonLink,
  buttonClassName,
  type TButtonColor,
  type TButtonProps,
  type TButtonSize,
} from './button';
export { CodeValue, CopyField, type TCopyFieldProps } from './code-value';
export { CopyButton, copyText, type TCopyButtonProps } from './copy-button';
export {
  Checkbox,
  SelectField,
  TextAreaField,
  TextField,
  type TCheckboxProps,
  type TSelectFieldProps,
  type TTextAreaFieldProps,
  type TTextFieldProps,
} from './field';
export { FormFooter, type TFormFooterProps } from './form-footer';
export {
  ListState,
  LoadFailed,
  type TListQuery,
  type TListStateProps,
  type TLoadFailedProps,
} from './list-state';
export { Modal, type TModalProps } from './modal';
export { Pager, type TPagerProps } from './pager';
export { QrCode, qrPath, type TQrCodeProps } from './qr-code';
export { StatusBadge, toneClass, type TTone } from './status-badge';
export { Steps, type TStepsProps } from './steps';
