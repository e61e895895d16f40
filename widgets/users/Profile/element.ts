import { defineWidget } from '../../core/element/defineWidget';
import { partDocs } from '../../core/element/parts';
import { Profile } from './Profile';

export const PROFILE_TAG = 'insights-profile';

defineWidget(PROFILE_TAG, Profile, {
  description: "The signed-in user's own profile.",
  parts: partDocs('frame', 'header'),
});
