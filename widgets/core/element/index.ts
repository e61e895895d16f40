export { defineWidget, type DefineWidgetOptions, type AttributeType } from './defineWidget';
export { configure, getElementConfig, subscribeElementConfig, resetElementConfig, type ElementConfigState } from './configStore';
export { createWidgetHost, type HostAttributes } from './WidgetHost';
