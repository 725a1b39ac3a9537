/**
 * Presentational components, re-exported for the lazily loaded pages. Code on the first route
 * (src/layout, HomePage, routes) imports each component from its own file instead: every
 * module here carries its styles (a side effect), so importing this file eagerly would put
 * every component in the first route's bundle. Radix-based ones are not exported here at all:
 * lazy-load './Modal' and './SideMenu' (each has a default export). './CityTooltip' is lazy
 * too: only a visitor still on the generic city needs it.
 */
export { AddressForm, type AddressFormProps, type AddressFormValues } from './AddressForm';
export { AppLink, type AppLinkProps } from './AppLink';
export { Badge, type BadgeProps } from './Badge';
export { Button, ButtonLink, buttonClass, type ButtonProps, type ButtonLinkProps } from './Button';
export { CartDropdown, type CartDropdownProps } from './CartDropdown';
export { CartLineRow, type CartLineRowProps, type CartLineView } from './CartLineRow';
export { CartSummary, type CartSummaryProps } from './CartSummary';
export { CategoryNav, type CategoryNavItem, type CategoryNavProps } from './CategoryNav';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export {
  ConfirmOrderForm,
  type ConfirmOrderDelivery,
  type ConfirmOrderFormProps,
  type ConfirmOrderSummary,
  type ConfirmOrderValues,
} from './ConfirmOrderForm';
export { CookieBanner, type CookieBannerProps } from './CookieBanner';
export { ErrorView, type ErrorViewProps } from './ErrorView';
export { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton';
export { FavouriteTile, type FavouriteTileProps } from './FavouriteTile';
export { Footer, PAYMENT_METHODS, type FooterLink, type FooterProps, type PaymentMethod, type SocialLink } from './Footer';
export { FormAlert } from './FormAlert';
export { FormHead } from './FormHead';
export { Header, type HeaderProps } from './Header';
export { Hero, type HeroProps } from './Hero';
export { Icon, type IconName, type IconProps } from './Icon';
export { LoadingOverlay, type LoadingOverlayProps } from './LoadingOverlay';
export { LocationChip, type LocationChipProps } from './LocationChip';
export { LoginForm, type LoginFormProps, type LoginValues, type SocialProvider } from './LoginForm';
export { MaintenanceView, type MaintenanceViewProps } from './MaintenanceView';
export { OfflineBadge, type OfflineBadgeProps } from './OfflineBadge';
export { OrderResultView, type OrderResultViewProps } from './OrderResultView';
export { OrderCard, type OrderCardProps } from './OrderCard';
export { OrderStatusBadge, type OrderStatusBadgeProps, type OrderStatusKey } from './OrderStatusBadge';
export { OrderTimeline, type OrderTimelineProps, type OrderTimelineStep } from './OrderTimeline';
export { StarRating, type StarRatingProps } from './StarRating';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PlaceholderView, type PlaceholderViewProps } from './PlaceholderView';
export { ProductCard, offerLabel, type ProductCardProps, type ProductCardView } from './ProductCard';
export { ProductGrid, type ProductGridProps } from './ProductGrid';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
export { ScrollToTopButton, type ScrollToTopButtonProps } from './ScrollToTopButton';
export { SearchBox, type SearchBoxProps, type SearchGroup, type SearchSuggestion } from './SearchBox';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { SocialSignIn, type SocialSignInProps } from './SocialSignIn';
export { SubscriptionCard, type SubscriptionCardProps, type SubscriptionCardView } from './SubscriptionCard';
export { Switch, type SwitchProps } from './Switch';
export { Spinner, type SpinnerProps } from './Spinner';
export { StatusPanel, type StatusPanelProps } from './StatusPanel';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { TextField, type TextFieldProps } from './TextField';
export { Toasts, type ToastItem, type ToastLevel, type ToastsProps } from './Toasts';
export { toCartLineView, toProductCardView } from './viewModels';
export type { CityTooltipProps } from './CityTooltip';
export type { ModalProps, ModalTone } from './Modal';
export type { SideMenuProps, SideMenuLink } from './SideMenu';
