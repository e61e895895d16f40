export { PremiumValue } from './PremiumValue';
export { FollowButton, type FollowButtonProps } from './FollowButton';
export { useFollow } from './useFollow';
