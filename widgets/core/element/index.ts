export { defineWidget, type DefineWidgetOptions, type AttributeType } from './defineWidget';
export { configure, getElementConfig, subscribeElementConfig, resetElementConfig, type ElementConfigState } from './configStore';
export { createWidgetHost, type HostAttributes } from './WidgetHost';
export { elementDefinitions, COMMON_ATTRIBUTES, type ElementDefinition, type ElementAttribute, type ElementEvent } from './registry';
