import type { Catalog } from './en.ts';

/** 简体中文目录（与 en.ts 的标识相同）。 */
export const zh: Catalog = {
  'language.label': '语言',
  'language.en': 'English',
  'language.es': 'Español',
  'language.zh': '中文',

  'common.cancel': '取消',
  'common.close': '关闭',
  'common.loading': '加载中...',
  'common.error': '错误',

  'confirm.typeToConfirm': '请输入 {word} 以确认',

  'account.password.title': '修改密码',
  'account.password.current': '当前密码',
  'account.password.new': '新密码',
  'account.password.submit': '修改密码',
  'account.password.saving': '正在保存...',
  'account.password.done': '密码已修改',
  'account.password.doneDetail': '您在此设备上仍保持登录；其他设备均已退出。',
  'account.signOutEverywhere.title': '退出所有设备',
  'account.signOutEverywhere.detail': '结束此账户的所有会话，包括当前会话。',
  'account.signOutEverywhere.button': '在所有设备上退出',
  'account.failed': '操作未成功',

  'privacy.page.title': '隐私与安全',
  'privacy.export.title': '下载我的数据',
  'privacy.export.detail': '一个 zip 文件，包含我们保存的您的全部记录（JSON 格式）和所有舌象照片。',
  'privacy.export.button': '下载我的数据',
  'privacy.export.started': '已开始下载',
  'privacy.delete.title': '删除我的账户',
  'privacy.delete.detail': '永久删除您的账户、每次打卡、每张照片和每条建议。此操作无法撤销。',
  'privacy.delete.button': '删除我的账户',
  'privacy.delete.confirmTitle': '确定永久删除您的账户吗？',
  'privacy.delete.done': '您的账户及全部数据已删除',
  'privacy.links': '我们如何处理您的数据：{terms} 和 {privacy}。',

  'checkIn.delete.button': '删除此次打卡',
  'checkIn.delete.confirmTitle': '删除此次打卡？',
  'checkIn.delete.confirmDetail': '其照片、分析、问卷回答和建议将被永久删除。',
  'checkIn.delete.done': '打卡记录已删除',

  'practitioner.settings.title': '账户设置',
  'practitioner.settings.link': '设置',
  'practitioner.delete.title': '删除我的医师账户',
  'practitioner.delete.detail': '只有在没有任何患者档案时才能删除账户：请先导出并删除每位患者。',
  'practitioner.delete.button': '删除我的账户',
  'practitioner.delete.confirmTitle': '确定永久删除您的医师账户吗？',
  'practitioner.delete.done': '您的医师账户已删除',

  'patient.export.button': '导出患者档案',
  'patient.delete.button': '删除患者',
  'patient.delete.confirmTitle': '删除 {name} 及其全部资料？',
  'patient.delete.confirmDetail': '该患者的所有诊疗记录、分析和舌象照片将被永久删除。如需保留档案，请选择归档。',
  'patient.delete.done': '患者已删除',
  'session.delete.button': '删除诊疗记录',
  'session.delete.confirmTitle': '删除此次诊疗记录？',
  'session.delete.confirmDetail': '此次诊疗记录、分析及舌象照片将被永久删除。',
  'session.delete.done': '诊疗记录已删除',

  'safety.emergency.title': '请立即就医',
  'safety.seeDoctor.title': '请就医',
  'safety.herbsWithheld': '本次打卡不提供中药建议。',
  'safety.notices.title': '为了您的安全已省略',
  'safety.advice.withheld': '在医生诊治之前，暂不提供饮食和生活方式建议。',

  'legal.terms.link': '服务条款',
  'legal.privacy.link': '隐私政策',
  'legal.back': '返回',
  'legal.updated': '最后更新：{date}',
};
