# In your project's folder
pi
