import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, PRODUCT_TITLE } from '@toufang/domain';
import { SERVICE_EMAIL } from '../public-frame/public-contact';

/** The docType segments of register-doc/:docType. */
export const REGISTER_DOC_TYPES = ['service-agreement', 'privacy-policy', 'authorization-agreement'] as const;
export type RegisterDocType = (typeof REGISTER_DOC_TYPES)[number];

export interface RegisterDocSection {
  heading: string;
  paragraphs: string[];
}

export interface RegisterDoc {
  title: string;
  /** Who the document is between and what accepting it means. */
  preamble: string;
  sections: RegisterDocSection[];
}

export function isRegisterDocType(value: string | undefined): value is RegisterDocType {
  return (REGISTER_DOC_TYPES as readonly string[]).includes(value ?? '');
}

/** The path of a document page, for links from the registration form. */
export function registerDocPath(type: RegisterDocType): string {
  return `/register-doc/${type}`;
}

const MEDIA_LIST = MEDIA_CODES.map((code) => MEDIA_DISPLAY_NAMES[code]).join('、');
const OPTOUT_PAGE = '《账号注销与撤回授权》';

export const REGISTER_DOCS: Readonly<Record<RegisterDocType, RegisterDoc>> = {
  'service-agreement': {
    title: '服务协议',
    preamble: `本协议是您（以下称“用户”）与${PRODUCT_TITLE}（以下称“本平台”）运营方之间就使用本平台服务订立的协议。您勾选同意或实际使用本平台服务，即表示您已阅读并接受本协议的全部条款。`,
    sections: [
      {
        heading: '一、服务内容',
        paragraphs: [
          `本平台为广告主、代理商及其优化师、设计师提供多媒体广告投放管理工具，支持${MEDIA_LIST}等媒体，包括媒体账户管理、批量创建广告、素材与资产管理、智能规则与防出错工具、数据报表等功能。`,
          '广告的审核、展示与计费由各媒体平台负责。本平台不对媒体平台的审核结果和广告投放效果作出承诺。',
        ],
      },
      {
        heading: '二、账号与安全',
        paragraphs: [
          '账号由本平台在审核您提交的注册信息后开通。您应保证注册信息真实、准确、完整，并在信息变化时及时更新。',
          '请妥善保管账号和密码，不要转借他人使用。通过您的账号进行的操作视为您本人的行为；发现账号被盗用时，请立即修改密码并通知我们。',
        ],
      },
      {
        heading: '三、使用规范',
        paragraphs: [
          '您承诺遵守《中华人民共和国广告法》等法律法规以及各媒体平台的广告政策，不利用本平台发布违法、虚假或侵犯他人权利的广告内容。',
          '您不得干扰本平台的正常运行，不得以技术手段批量抓取本平台数据，不得将账号用于本协议约定以外的用途。',
        ],
      },
      {
        heading: '四、费用',
        paragraphs: [
          '本平台的服务费用和服务期限以双方签订的商务合同或订单为准。广告消耗款项由您与媒体平台直接结算，本平台不代收代付。',
          '账号到期后，相关功能将停止使用；续费后恢复。',
        ],
      },
      {
        heading: '五、服务的变更、中断与终止',
        paragraphs: [
          '本平台可能因系统维护、升级或媒体平台接口调整而暂停部分服务，并会尽量提前通知。',
          `您违反本协议的，本平台有权限制或终止对您的服务。您可以随时按照${OPTOUT_PAGE}页面的说明申请注销账号。`,
        ],
      },
      {
        heading: '六、责任限制',
        paragraphs: ['因不可抗力、媒体平台故障或政策调整、网络运营商等非本平台原因造成的服务中断或损失，本平台不承担责任，但会积极协助您处理。'],
      },
      {
        heading: '七、法律适用与争议解决',
        paragraphs: ['本协议适用中华人民共和国法律。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方均可向本平台运营方所在地有管辖权的人民法院提起诉讼。'],
      },
    ],
  },
  'privacy-policy': {
    title: '隐私政策',
    preamble: `${PRODUCT_TITLE}（以下称“本平台”或“我们”）重视您的个人信息保护。本政策说明我们收集哪些信息、如何使用和保护这些信息，以及您享有的权利。`,
    sections: [
      {
        heading: '一、我们收集的信息',
        paragraphs: [
          '注册时：公司名称、联系人姓名、手机号、邮箱和备注，用于与您联系并开通账号。',
          '使用时：账号信息、登录记录、操作日志以及浏览器和设备信息，用于保障账号安全和排查故障。',
          '经您授权接入的媒体账户：账户编号、名称、广告数据、报表和素材，用于提供投放管理功能。',
        ],
      },
      {
        heading: '二、我们如何使用信息',
        paragraphs: ['我们仅将信息用于提供、维护和改进本平台服务，保障账号安全，处理您的咨询与投诉，以及履行法定义务。我们不会出售您的个人信息，也不会将其用于与本服务无关的用途。'],
      },
      {
        heading: '三、Cookie 与本地存储',
        paragraphs: ['我们使用 Cookie 和浏览器本地存储保存登录凭证和界面偏好（如表格设置、菜单折叠状态）。清除后，您需要重新登录，界面偏好恢复默认。'],
      },
      {
        heading: '四、信息的共享',
        paragraphs: ['我们仅在以下情形共享您的信息：按您的操作向相应媒体平台提交广告数据；委托技术服务商协助提供服务，并要求其履行保密义务；法律法规要求或有权机关依法要求。'],
      },
      {
        heading: '五、信息的存储与保护',
        paragraphs: [
          '信息存储于中华人民共和国境内。密码经不可逆加密后保存，访问权限按最小必要原则分配并留有记录。',
          '我们仅在实现上述目的所需的期限内保存信息。账号注销后，我们将删除或匿名化处理您的信息，法律法规另有规定的除外。',
        ],
      },
      {
        heading: '六、您的权利',
        paragraphs: [`您可以查询和更正账号信息，可以撤回对媒体账户的授权，也可以申请注销账号，具体方式见${OPTOUT_PAGE}页面。`],
      },
      {
        heading: '七、联系我们',
        paragraphs: [`如对本政策有任何疑问，请发送邮件至 ${SERVICE_EMAIL}，我们将在收到后十五个工作日内答复。`],
      },
    ],
  },
  'authorization-agreement': {
    title: '授权协议',
    preamble: `为使用${PRODUCT_TITLE}（以下称“本平台”）的投放管理功能，您需要将媒体平台的广告账户授权给本平台。您在媒体平台完成授权，即表示您同意本协议。`,
    sections: [
      {
        heading: '一、授权的对象',
        paragraphs: [`您在${MEDIA_LIST}等媒体平台上拥有合法使用权的广告账户。`],
      },
      {
        heading: '二、授权的范围',
        paragraphs: [
          '读取账户信息、广告数据和报表；',
          '按您或您账号下子账号的操作，创建、修改、复制、暂停广告以及上传素材；',
          '按您设置的规则自动调整预算、出价或暂停广告。',
          '本平台不会在您未操作、也未设置规则的情况下修改您的广告。',
        ],
      },
      {
        heading: '三、授权的期限',
        paragraphs: ['授权自您在媒体平台完成授权时生效，至媒体平台规定的授权期限届满或您撤回授权时终止。授权到期后，您可以重新授权。'],
      },
      {
        heading: '四、您的责任',
        paragraphs: ['您保证对所授权的广告账户拥有合法的使用权。通过本平台进行的投放操作及其产生的广告消耗由您承担。'],
      },
      {
        heading: '五、撤回授权',
        paragraphs: [`您可以在本平台的媒体账户管理中解除绑定，也可以在媒体平台的授权管理中取消对本平台的授权，详见${OPTOUT_PAGE}页面。撤回后，本平台将停止访问该账户，已同步的数据按《隐私政策》处理。`],
      },
    ],
  },
};
