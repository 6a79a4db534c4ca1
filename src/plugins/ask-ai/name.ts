/** The plugin's name, under which Docusaurus keeps its global data. */
export const ASK_AI_PLUGIN_NAME = 'ask-ai';
