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
