# Sana runs from its repository; set up its environment as the README describes
git clone https://github.com/NVlabs/Sana.git
cd Sana
