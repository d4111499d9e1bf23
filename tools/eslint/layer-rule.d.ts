import type { Rule } from 'eslint';

export declare const layerRule: Rule.RuleModule;
declare const plugin: { rules: { layers: Rule.RuleModule } };
export default plugin;
