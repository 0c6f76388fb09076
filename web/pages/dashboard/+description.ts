export default 'Fethiye Tekne yönetim paneli.';
