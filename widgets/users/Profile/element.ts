import { defineWidget } from '../../core/element/defineWidget';
import { Profile } from './Profile';

export const PROFILE_TAG = 'insights-profile';

defineWidget(PROFILE_TAG, Profile, {
  description: "The signed-in user's own profile.",
});
