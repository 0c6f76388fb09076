export default 'Giriş | Fethiye Tekne Yönetim';
