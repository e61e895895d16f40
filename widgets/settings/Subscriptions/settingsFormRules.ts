import { zodResolver } from '@hookform/resolvers/zod';
import { notificationSettingsForm } from '../../../contract/settings/forms';

/** The form's rules (zod) in a module of their own: SettingsForm downloads it on the form's first validation. */
export const settingsFormResolver = zodResolver(notificationSettingsForm);
