// The sandbox engine's audience calls of the data platform (docs/design/properties.md §4.1): uploading a hashed
// ID list as a pack, a lookalike from a seed, the media's handpicked packs. Declared with the property kit and
// built with the data platform; until then every call enters like any other and is refused in clear words.
import type { AudienceExpansion, AudienceUpload, HandpickedAudience } from '@toufang/server-media';
import { refuse } from './wire';
import { SandboxProperties } from './engine-properties';

const NOT_YET = { detail: '该媒体的人群上传与扩量暂未开放' };

export abstract class SandboxAudiences extends SandboxProperties {
  uploadAudience(accessToken: string, advertiserId: string, _upload: AudienceUpload): Promise<{ propertyId: string }> {
    return this.refused(accessToken, advertiserId);
  }

  expandAudience(accessToken: string, advertiserId: string, _expansion: AudienceExpansion): Promise<{ propertyId: string }> {
    return this.refused(accessToken, advertiserId);
  }

  listHandpicked(accessToken: string, advertiserId: string): Promise<HandpickedAudience[]> {
    return this.refused(accessToken, advertiserId);
  }

  addHandpicked(accessToken: string, advertiserId: string, _handpickId: string): Promise<{ propertyId: string }> {
    return this.refused(accessToken, advertiserId);
  }

  private refused(accessToken: string, advertiserId: string): Promise<never> {
    return this.call(async () => {
      await this.enter(accessToken, advertiserId);
      return refuse('audience_not_ready', NOT_YET);
    });
  }
}
