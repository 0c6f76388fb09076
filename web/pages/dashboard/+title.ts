export default 'Fethiye Tekne Yönetim';
