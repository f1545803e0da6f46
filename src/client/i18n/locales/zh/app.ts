import type { appEn } from '../en/app.ts';

export const appZh: Record<keyof typeof appEn, string> = {
  'app.name': 'MTC Health',
  'app.loading': '加载中',
  'app.loadingSession': '正在加载您的会话',
  'app.nav.label': '主导航',
  'app.nav.home': '首页',
  'app.nav.history': '记录',
  'app.nav.analysis': '舌诊',
  'app.nav.profile': '我的',
  'app.header.accountMenu': '打开账户菜单',
  'app.menu.myAccount': '我的账户',
  'app.menu.profile': '个人资料',
  'app.menu.settings': '设置',
  'app.menu.theme': '主题',
  'app.menu.signOut': '退出登录',
  'app.theme.light': '浅色',
  'app.theme.dark': '深色',
  'app.theme.system': '跟随系统',
  'app.notFound.title': '404 页面未找到',
  'app.notFound.detail': '您要找的页面不存在或已移动。',
  'app.notFound.home': '返回首页',
};
