import { createContext, useContext } from 'react';

/**
 * True inside the SettingsTabs frame, which draws the Settings title and tabs itself: a tab's widget (e.g.
 * Subscriptions) then leaves out its own. React context reaches the portal's composition; custom elements
 * nested in <insights-settings> do not share it and keep their own header.
 */
export const SettingsFrameContext = createContext(false);

export const useInSettingsFrame = () => useContext(SettingsFrameContext);
