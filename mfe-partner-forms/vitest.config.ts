import { browserProject } from '#shared-ui-build/vitest-project';

export default browserProject('mfe-partner-forms');
